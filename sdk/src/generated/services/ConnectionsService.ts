/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AnswerFriendRequestDto } from '../models/AnswerFriendRequestDto';
import type { BlockedUsersDto } from '../models/BlockedUsersDto';
import type { ConnectionUsersDto } from '../models/ConnectionUsersDto';
import type { FriendActionDto } from '../models/FriendActionDto';
import type { FriendRequestsDto } from '../models/FriendRequestsDto';
import type { FriendStatusDto } from '../models/FriendStatusDto';
import type { MessageDto } from '../models/MessageDto';
import type { MutedUsersDto } from '../models/MutedUsersDto';
import type { RemoveFriendDto } from '../models/RemoveFriendDto';
import type { ReportUserDto } from '../models/ReportUserDto';
import type { SearchUsersDto } from '../models/SearchUsersDto';
import type { SendFriendRequestDto } from '../models/SendFriendRequestDto';
import type { TargetUserDto } from '../models/TargetUserDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ConnectionsService {
    /**
     * Sends a friend request
     * Sends a friend request. Sending it again changes nothing; when the other member already sent you one, you become friends (`status: accepted`); after a removal either member, after a decline the member who declined, may send a new request at once. A member whose request was declined waits FRIEND_REQUEST_COOLDOWN_SECONDS (7 days by default) before asking again.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns FriendActionDto
     * @throws ApiError
     */
    public static sendFriendRequest({
        requestBody,
    }: {
        requestBody: SendFriendRequestDto,
    }): CancelablePromise<FriendActionDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/send-friend-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `To yourself, or receiverId missing`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No active, verified member with this id (\`User not found\`)`,
                429: `\`Too many friend requests. Try again in 24 hours.\` More than 50 per member in 24 hours (\`friend-requests\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS). Within the cool-down after the receiver declined your request: \`This member declined your friend request. You can send a new one in 7 days.\``,
            },
        });
    }
    /**
     * The relationship with another member as you see it (`blocked` when you blocked them)
     * The relationship with another member as you see it (`blocked` when you blocked them).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns FriendStatusDto
     * @throws ApiError
     */
    public static friendRequestStatus({
        userId,
    }: {
        userId: number,
    }): CancelablePromise<FriendStatusDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/conn/friend-request-status/{userId}',
            path: {
                'userId': userId,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No active, verified member with this id, or one who blocked you (\`User not found\`)`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Pending friend requests sent to you, newest first
     * Pending friend requests sent to you, newest first.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns FriendRequestsDto
     * @throws ApiError
     */
    public static friendRequestsToMe(): CancelablePromise<FriendRequestsDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/conn/friend-requests-to-me',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Accepts the pending request `senderId` sent you
     * Accepts the pending request `senderId` sent you; you become friends at once.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns FriendActionDto
     * @throws ApiError
     */
    public static acceptFriendRequest({
        requestBody,
    }: {
        requestBody: AnswerFriendRequestDto,
    }): CancelablePromise<FriendActionDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/accept-friend-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No pending request from this member to you (\`Friend request not found\`)`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Declines the pending request `senderId` sent you
     * Declines the pending request `senderId` sent you.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns FriendActionDto
     * @throws ApiError
     */
    public static declineFriendRequest({
        requestBody,
    }: {
        requestBody: AnswerFriendRequestDto,
    }): CancelablePromise<FriendActionDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/decline-friend-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No pending request from this member to you (\`Friend request not found\`)`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Ends a friendship (either friend may)
     * Ends a friendship (either friend may); friends-only posts close at once. The status becomes `declined`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns FriendActionDto
     * @throws ApiError
     */
    public static removeFriend({
        requestBody,
    }: {
        requestBody: RemoveFriendDto,
    }): CancelablePromise<FriendActionDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/remove-friend',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `You are not friends with this member (\`Friend not found\`)`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Your friends, by name
     * Your friends, by name.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns ConnectionUsersDto
     * @throws ApiError
     */
    public static getUsersForMyConnections(): CancelablePromise<ConnectionUsersDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/conn/get-users-for-my-connections',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Members whose name contains `query` (case-insensitive), at most 20, best match first, each with your friend status
     * Members whose name contains `query` (case-insensitive), at most 20, best match first, each with your friend status. Yourself and unverified or inactive members are left out. Limited to 30 searches a minute per member (limit `search`). Errors carry the message in `error` too.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns SearchUsersDto
     * @throws ApiError
     */
    public static searchUsers({
        query,
    }: {
        /**
         * Part of a user name, matched case-insensitively anywhere in the name (1–100 characters after trimming).
         */
        query: string,
    }): CancelablePromise<SearchUsersDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/conn/search-users',
            query: {
                'query': query,
            },
            errors: {
                400: `\`Search term is required\``,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many requests. Please wait before trying again.\` More than 30 per member in 1 minute (\`search\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports a member to the operators, saying why (`reason`, and optional `details`)
     * Reports a member to the operators, saying why (`reason`, and optional `details`). Once per member: reporting again updates the reason and details. Answers `User reported`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static reportUser({
        requestBody,
    }: {
        requestBody: ReportUserDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/report-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Yourself (\`You cannot report yourself\`), targetUserId missing, an unknown \`reason\`, or \`details\` longer than 1000 characters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No active, verified member with this id, or one who blocked the caller (\`User not found\`)`,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Blocks a member, both ways at once
     * Blocks a member, both ways at once: ends any friendship or pending friend request between you, and neither of you sees the other's posts, comments, likes or profile, finds the other in searches, reaches the other's content or is notified of the other's actions. Blocking twice changes nothing. The blocked member is not told.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static blockUser({
        requestBody,
    }: {
        requestBody: TargetUserDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/block-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Yourself (\`You cannot block yourself\`), or targetUserId missing`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No active, verified member with this id (\`User not found\`)`,
                429: `\`Too many blocks and mutes. Try again in 24 hours.\` More than 200 per member in 24 hours (\`blocks\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Ends your block of a member (friendship and requests do not come back)
     * Ends your block of a member (friendship and requests do not come back). Unblocking someone not blocked changes nothing.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static unblockUser({
        requestBody,
    }: {
        requestBody: TargetUserDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/unblock-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Yourself (\`You cannot block yourself\`), or targetUserId missing`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `Not blocked, and no active, verified member with this id (\`User not found\`)`,
                429: `\`Too many blocks and mutes. Try again in 24 hours.\` More than 200 per member in 24 hours (\`blocks\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The members you blocked, newest first
     * The members you blocked, newest first.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns BlockedUsersDto
     * @throws ApiError
     */
    public static blockedUsers(): CancelablePromise<BlockedUsersDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/conn/blocked-users',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Mutes a member
     * Mutes a member: their posts leave your feed and their actions notify you of nothing. They notice nothing and can still see your public content. Muting twice changes nothing.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static muteUser({
        requestBody,
    }: {
        requestBody: TargetUserDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/mute-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Yourself (\`You cannot mute yourself\`), or targetUserId missing`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `No active, verified member with this id (\`User not found\`)`,
                429: `\`Too many blocks and mutes. Try again in 24 hours.\` More than 200 per member in 24 hours (\`blocks\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Ends your mute of a member
     * Ends your mute of a member. Unmuting someone not muted changes nothing.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static unmuteUser({
        requestBody,
    }: {
        requestBody: TargetUserDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/conn/unmute-user',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Yourself (\`You cannot mute yourself\`), or targetUserId missing`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                404: `Not muted, and no active, verified member with this id (\`User not found\`)`,
                429: `\`Too many blocks and mutes. Try again in 24 hours.\` More than 200 per member in 24 hours (\`blocks\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The members you muted, newest first
     * The members you muted, newest first.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns MutedUsersDto
     * @throws ApiError
     */
    public static mutedUsers(): CancelablePromise<MutedUsersDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/conn/muted-users',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
}
