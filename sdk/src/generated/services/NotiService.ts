/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MarkNotificationsReadDto } from '../models/MarkNotificationsReadDto';
import type { MarkNotificationsReadResultDto } from '../models/MarkNotificationsReadResultDto';
import type { MessageDto } from '../models/MessageDto';
import type { NewCommentLikeNotificationDto } from '../models/NewCommentLikeNotificationDto';
import type { NewCommentNotificationDto } from '../models/NewCommentNotificationDto';
import type { NewGroupCommentLikeNotificationDto } from '../models/NewGroupCommentLikeNotificationDto';
import type { NewPostLikeNotificationDto } from '../models/NewPostLikeNotificationDto';
import type { StreamTicketDto } from '../models/StreamTicketDto';
import type { UnreadCountDto } from '../models/UnreadCountDto';
import type { UserNotificationsDto } from '../models/UserNotificationsDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class NotiService {
    /**
     * The signed-in member's notifications, newest first, a page at a time.
     * @returns UserNotificationsDto
     * @throws ApiError
     */
    public static userNotifications({
        limit,
        cursor,
    }: {
        /**
         * Page size (default 20, at most 50).
         */
        limit?: number,
        /**
         * The nextCursor of the previous page.
         */
        cursor?: string,
    }): CancelablePromise<UserNotificationsDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/noti/user-notifications',
            query: {
                'limit': limit,
                'cursor': cursor,
            },
        });
    }
    /**
     * The number on the menu badge.
     * @returns UnreadCountDto
     * @throws ApiError
     */
    public static unreadNotificationCount(): CancelablePromise<UnreadCountDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/noti/unread-notification-count',
        });
    }
    /**
     * Marks notifications read: all, or those up to `upToId` (the newest the member has seen).
     * @returns MarkNotificationsReadResultDto
     * @throws ApiError
     */
    public static markNotificationsRead({
        requestBody,
    }: {
        requestBody: MarkNotificationsReadDto,
    }): CancelablePromise<MarkNotificationsReadResultDto> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/noti/mark-notifications-read',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * A single-use ticket (30 s) for opening the event stream without putting the token in a URL.
     * @returns StreamTicketDto
     * @throws ApiError
     */
    public static streamTicket(): CancelablePromise<StreamTicketDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/stream-ticket',
            errors: {
                429: `\`Too many notification stream connections. Try again in 60 minutes.\` More than 300 per member in 60 minutes (\`stream-tickets\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Server-sent events: `ready` {unreadCount} at once, then `notification` {notification,
     * unreadCount} for each new notification and `unread` {unreadCount} when they are read
     * elsewhere; a comment line every 25 s keeps the connection open. The stream belongs to the
     * device session the ticket was issued to and ends when that session ends (logout, password
     * reset, suspension, …).
     * @returns any An event stream
     * @throws ApiError
     */
    public static notificationStream({
        ticket,
    }: {
        ticket: string,
    }): CancelablePromise<any> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/noti/stream',
            query: {
                'ticket': ticket,
            },
            errors: {
                400: `\`Stream ticket is invalid or expired\`: the ticket is missing or not a ticket's shape`,
                401: `\`Stream ticket is invalid or expired\`, or \`Your session has ended. Please sign in again.\``,
                429: `\`Too many open notification streams\`: the member already has SSE_MAX_STREAMS_PER_MEMBER open (close a tab)`,
            },
        });
    }
    /**
     * Older clients: accepted when the caller commented on the recipient's post; creates nothing (the server already did).
     * @returns MessageDto
     * @throws ApiError
     */
    public static newCommentNotification({
        requestBody,
    }: {
        requestBody: NewCommentNotificationDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/new-comment-notification',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Older clients: accepted when the caller likes the recipient's post; creates nothing.
     * @returns MessageDto
     * @throws ApiError
     */
    public static newPostLikeNotification({
        requestBody,
    }: {
        requestBody: NewPostLikeNotificationDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/new-post-like-notification',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Older clients: accepted when the caller likes the recipient's comment; creates nothing.
     * @returns MessageDto
     * @throws ApiError
     */
    public static newCommentLikeNotification({
        requestBody,
    }: {
        requestBody: NewCommentLikeNotificationDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/new-comment-like-notification',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Older clients: accepted when the caller likes the recipient's group comment; creates nothing.
     * @returns MessageDto
     * @throws ApiError
     */
    public static newCommentLikeNotificationInGroup({
        requestBody,
    }: {
        requestBody: NewGroupCommentLikeNotificationDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/new-comment-like-notification-in-group',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Confirmation page of the unsubscribe link (a GET never changes anything: mail scanners open links).
     * @returns any An HTML page with an Unsubscribe button
     * @throws ApiError
     */
    public static unsubscribePage({
        token,
    }: {
        /**
         * The signed token from the e-mail's link.
         */
        token: string,
    }): CancelablePromise<any> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/noti/unsubscribe',
            query: {
                'token': token,
            },
            errors: {
                400: `An HTML page saying the link is not valid or has expired`,
            },
        });
    }
    /**
     * One-click unsubscribe (RFC 8058 `List-Unsubscribe=One-Click`, or the page's button).
     * @returns MessageDto
     * @throws ApiError
     */
    public static unsubscribe({
        token,
    }: {
        /**
         * The signed token from the e-mail's link.
         */
        token: string,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/unsubscribe',
            query: {
                'token': token,
            },
            errors: {
                400: `\`This unsubscribe link is not valid\`, or \`This unsubscribe link has expired. You can turn off e-mail notifications in Settings.\` (links are valid for 60 days)`,
                429: `\`Too many requests from this network. Try again in 60 minutes.\` More than 2000 per network address in 60 minutes (\`public-writes\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
