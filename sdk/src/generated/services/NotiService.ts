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
import type { NotificationStreamNotificationEvent } from '../models/NotificationStreamNotificationEvent';
import type { NotificationStreamReadyEvent } from '../models/NotificationStreamReadyEvent';
import type { NotificationStreamUnreadEvent } from '../models/NotificationStreamUnreadEvent';
import type { StreamTicketDto } from '../models/StreamTicketDto';
import type { UnreadCountDto } from '../models/UnreadCountDto';
import type { UserNotificationsDto } from '../models/UserNotificationsDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class NotiService {
    /**
     * The signed-in member's notifications, newest first, a page at a time
     * The signed-in member's notifications, newest first, a page at a time.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `read`, apps `read` and `notifications`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
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
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * The number on the menu badge
     * The number on the menu badge.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `read`, apps `read` and `notifications`.
     * @returns UnreadCountDto
     * @throws ApiError
     */
    public static unreadNotificationCount(): CancelablePromise<UnreadCountDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/noti/unread-notification-count',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Marks notifications read
     * Marks notifications read: all, or those up to `upToId` (the newest the member has seen).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `write`, apps `write` and `notifications`.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * A single-use ticket (30 s) for opening the event stream without putting the token in a URL
     * A single-use ticket (30 s) for opening the event stream without putting the token in a URL.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `read`, apps `read` and `notifications`.
     * @returns StreamTicketDto
     * @throws ApiError
     */
    public static streamTicket(): CancelablePromise<StreamTicketDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/noti/stream-ticket',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many notification stream connections. Try again in 60 minutes.\` More than 300 per member in 60 minutes (\`stream-tickets\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Server-sent events
     * Server-sent events: `ready` {unreadCount} at once, then `notification` {notification, unreadCount} for each new notification and `unread` {unreadCount} when they are read elsewhere; a comment line every 25 s keeps the connection open. The stream belongs to the device session the ticket was issued to and ends when that session ends (logout, password reset, suspension, …).
     *
     * Opened with a single-use ticket from `POST /api/noti/stream-ticket` in the URL (browsers' EventSource cannot send headers), so no token appears in logs.
     * @returns any A `text/event-stream` (server-sent events) that stays open. Each event is `event: <name>` and one
     * `data:` line of JSON: `ready` ({unreadCount}, at once), `notification` ({type, notification,
     * unreadCount}) and `unread` ({type, unreadCount}); the schema below is the union of the `data`
     * objects. A comment line (`: heartbeat`) comes every 25 s; `retry: 5000` asks the browser to
     * reconnect after 5 s (with a new ticket).
     *
     * Example:
     *
     * ```
     * retry: 5000
     * event: ready
     * data: {"unreadCount":2}
     *
     * event: notification
     * data: {"type":"notification","notification":{…},"unreadCount":3}
     * ```
     * @throws ApiError
     */
    public static notificationStream({
        ticket,
    }: {
        ticket: string,
    }): CancelablePromise<(NotificationStreamReadyEvent | NotificationStreamNotificationEvent | NotificationStreamUnreadEvent)> {
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
     * @deprecated
     * Older clients
     * Older clients: accepted when the caller commented on the recipient's post; creates nothing (the server already did).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `write`, apps `write` and `notifications`.
     *
     * **Deprecated.** Kept for older clients: `POST /api/posts/{id}/new-comment` already notifies the post's author.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * @deprecated
     * Older clients
     * Older clients: accepted when the caller likes the recipient's post; creates nothing.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `write`, apps `write` and `notifications`.
     *
     * **Deprecated.** Kept for older clients: `POST /api/posts/post-like` already notifies the post's author.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * @deprecated
     * Older clients
     * Older clients: accepted when the caller likes the recipient's comment; creates nothing.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `write`, apps `write` and `notifications`.
     *
     * **Deprecated.** Kept for older clients: `POST /api/posts/comment-like` already notifies the comment's author.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * @deprecated
     * Older clients
     * Older clients: accepted when the caller likes the recipient's group comment; creates nothing.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys need `write`, apps `write` and `notifications`.
     *
     * **Deprecated.** Kept for older clients: `POST /api/groups/group-comment-like` already notifies the comment's author.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Confirmation page of the unsubscribe link (a GET never changes anything
     * Confirmation page of the unsubscribe link (a GET never changes anything: mail scanners open links).
     *
     * No sign-in: the token from the e-mail's unsubscribe link is the credential.
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
     * One-click unsubscribe (RFC 8058 `List-Unsubscribe=One-Click`, or the page's button)
     * One-click unsubscribe (RFC 8058 `List-Unsubscribe=One-Click`, or the page's button).
     *
     * No sign-in: the token from the e-mail's unsubscribe link is the credential.
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
