/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommentAnswerDto } from '../models/CommentAnswerDto';
import type { CommentIdDto } from '../models/CommentIdDto';
import type { CommentPageDto } from '../models/CommentPageDto';
import type { CommitmentAnswerDto } from '../models/CommitmentAnswerDto';
import type { CommitToPrayDto } from '../models/CommitToPrayDto';
import type { CreatePostAnswerDto } from '../models/CreatePostAnswerDto';
import type { CreatePostDto } from '../models/CreatePostDto';
import type { EmergencyPrayersDto } from '../models/EmergencyPrayersDto';
import type { KeepOpenAnswerDto } from '../models/KeepOpenAnswerDto';
import type { LikeAnswerDto } from '../models/LikeAnswerDto';
import type { MarkPrayerAnsweredDto } from '../models/MarkPrayerAnsweredDto';
import type { MessageDto } from '../models/MessageDto';
import type { MyPrayerListDto } from '../models/MyPrayerListDto';
import type { NewCommentDto } from '../models/NewCommentDto';
import type { PostAnswerDto } from '../models/PostAnswerDto';
import type { PostIdDto } from '../models/PostIdDto';
import type { PostPageDto } from '../models/PostPageDto';
import type { PrayAnswerDto } from '../models/PrayAnswerDto';
import type { PrayerMessageDto } from '../models/PrayerMessageDto';
import type { PrayerPostIdDto } from '../models/PrayerPostIdDto';
import type { PrayersPageDto } from '../models/PrayersPageDto';
import type { PrayerStatusAnswerDto } from '../models/PrayerStatusAnswerDto';
import type { ReportCommentDto } from '../models/ReportCommentDto';
import type { ReportPostDto } from '../models/ReportPostDto';
import type { UserPostPageDto } from '../models/UserPostPageDto';
import type { VisibilityAnswerDto } from '../models/VisibilityAnswerDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PostsService {
    /**
     * Publishes a post or prayer request
     * Publishes a post or prayer request. Send `isReady: false` when media will be uploaded next; the post is then shown to others only once its media is processed.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns CreatePostAnswerDto
     * @throws ApiError
     */
    public static createPost({
        requestBody,
    }: {
        requestBody: CreatePostDto,
    }): CancelablePromise<CreatePostAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/create-post',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Content or media is required\`, or a field is invalid`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `\`Too many posts. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`posts\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The member's feed, newest first
     * The member's feed, newest first: own posts, public posts, and friends-only posts of friends. Page with `offset` and `limit` (50 by default and at most), or, at any depth and without duplicates while new posts arrive, with `cursor` = the previous page's `nextCursor`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
     * @returns PostPageDto
     * @throws ApiError
     */
    public static getFeed({
        offset,
        limit,
        cursor,
    }: {
        /**
         * Offset paging: skip this many posts (newest first). Fine for the first pages; for deep
         * paging use `cursor`, which stays fast at any depth. At most 5000. Not combinable with `cursor`.
         */
        offset?: number,
        /**
         * Posts per page, 1 to 50; 50 by default.
         */
        limit?: number,
        /**
         * Cursor paging: the `nextCursor` of the previous page (opaque). Not combinable with `offset`.
         */
        cursor?: string,
    }): CancelablePromise<PostPageDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/feed',
            query: {
                'offset': offset,
                'limit': limit,
                'cursor': cursor,
            },
            errors: {
                400: `Invalid paging parameters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * One post with its newest comments
     * One post with its newest comments.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns PostAnswerDto
     * @throws ApiError
     */
    public static getPost({
        postsId,
    }: {
        postsId: number,
    }): CancelablePromise<PostAnswerDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/post/{posts_id}',
            path: {
                'posts_id': postsId,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\` (also when the post is friends-only and the reader is not a friend)`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * The member's own posts, newest first, including those whose media is still processing
     * The member's own posts, newest first, including those whose media is still processing. Paged like the feed.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
     * @returns PostPageDto
     * @throws ApiError
     */
    public static getMyPosts({
        offset,
        limit,
        cursor,
    }: {
        /**
         * Offset paging: skip this many posts (newest first). Fine for the first pages; for deep
         * paging use `cursor`, which stays fast at any depth. At most 5000. Not combinable with `cursor`.
         */
        offset?: number,
        /**
         * Posts per page, 1 to 50; 50 by default.
         */
        limit?: number,
        /**
         * Cursor paging: the `nextCursor` of the previous page (opaque). Not combinable with `offset`.
         */
        cursor?: string,
    }): CancelablePromise<PostPageDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/my-posts',
            query: {
                'offset': offset,
                'limit': limit,
                'cursor': cursor,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Another member's posts the reader may see (friends-only ones for friends), with the member's profile
     * Another member's posts the reader may see (friends-only ones for friends), with the member's profile. Paged like the feed.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
     * @returns UserPostPageDto
     * @throws ApiError
     */
    public static getUserPosts({
        userId,
        offset,
        limit,
        cursor,
    }: {
        userId: number,
        /**
         * Offset paging: skip this many posts (newest first). Fine for the first pages; for deep
         * paging use `cursor`, which stays fast at any depth. At most 5000. Not combinable with `cursor`.
         */
        offset?: number,
        /**
         * Posts per page, 1 to 50; 50 by default.
         */
        limit?: number,
        /**
         * Cursor paging: the `nextCursor` of the previous page (opaque). Not combinable with `offset`.
         */
        cursor?: string,
    }): CancelablePromise<UserPostPageDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/user-posts/{userId}',
            path: {
                'userId': userId,
            },
            query: {
                'offset': offset,
                'limit': limit,
                'cursor': cursor,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`User not found\``,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Toggles the post's audience between public and friends (author only) and answers the new one
     * Toggles the post's audience between public and friends (author only) and answers the new one.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns VisibilityAnswerDto
     * @throws ApiError
     */
    public static changePostAudience({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<VisibilityAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/change-post-audience',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the author's own post with its comments, likes and media
     * Deletes the author's own post with its comments, likes and media. Answers `Post deleted`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static userDeleteOwnPost({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/user-delete-own-post',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports someone else's post to the operators, saying why (`reason`, default `other`, and optional `details`)
     * Reports someone else's post to the operators, saying why (`reason`, default `other`, and optional `details`). Once per member: reporting again updates the reason and details. Answers `Post reported`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static reportPost({
        requestBody,
    }: {
        requestBody: ReportPostDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/report-post',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`You cannot report your own post\`, an unknown \`reason\`, or \`details\` longer than 1000 characters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * A page of the post's comments (50 by default)
     * A page of the post's comments (50 by default): the newest ones older than `cursor`, listed oldest first. `cursor` is the previous page's `nextCursor`, or the `created_at` of the oldest comment shown.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
     * @returns CommentPageDto
     * @throws ApiError
     */
    public static getComments({
        id,
        limit,
        cursor,
    }: {
        id: number,
        /**
         * Comments per page, 1 to 50; 50 by default.
         */
        limit?: number,
        /**
         * Older comments: either the `nextCursor` of the previous page (opaque, exact even for equal
         * timestamps) or, as older clients do, the `created_at` of the oldest comment shown.
         */
        cursor?: string,
    }): CancelablePromise<CommentPageDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/{id}/comments',
            path: {
                'id': id,
            },
            query: {
                'limit': limit,
                'cursor': cursor,
            },
            errors: {
                400: `\`Invalid cursor\` or an invalid limit`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Adds a comment (trimmed, at most 2000 characters) and answers it
     * Adds a comment (trimmed, at most 2000 characters) and answers it.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns CommentAnswerDto
     * @throws ApiError
     */
    public static newComment({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: NewCommentDto,
    }): CancelablePromise<CommentAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/{id}/new-comment',
            path: {
                'id': id,
            },
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Comment cannot be empty\`, or too long`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many comments. Try again in 60 minutes.\` More than 120 per member in 60 minutes (\`comments\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the member's own comment
     * Deletes the member's own comment. Answers `Comment deleted`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static userDeleteOwnComment({
        requestBody,
    }: {
        requestBody: CommentIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/user-delete-own-comment',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports someone else's comment, saying why (`reason`, default `other`, and optional `details`)
     * Reports someone else's comment, saying why (`reason`, default `other`, and optional `details`). Once per member: reporting again updates the reason and details. Answers `Comment reported`.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns MessageDto
     * @throws ApiError
     */
    public static reportComment({
        requestBody,
    }: {
        requestBody: ReportCommentDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/report-comment',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`You cannot report your own comment\`, an unknown \`reason\`, or \`details\` longer than 1000 characters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Likes a post
     * Likes a post.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns LikeAnswerDto
     * @throws ApiError
     */
    public static postLike({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<LikeAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/post-like',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Takes back a like of a post
     * Takes back a like of a post.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns LikeAnswerDto
     * @throws ApiError
     */
    public static postUnlike({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<LikeAnswerDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/posts/post-unlike',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Likes a comment
     * Likes a comment.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns LikeAnswerDto
     * @throws ApiError
     */
    public static commentLike({
        requestBody,
    }: {
        requestBody: CommentIdDto,
    }): CancelablePromise<LikeAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/comment-like',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Takes back a like of a comment
     * Takes back a like of a comment.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns LikeAnswerDto
     * @throws ApiError
     */
    public static commentUnlike({
        requestBody,
    }: {
        requestBody: CommentIdDto,
    }): CancelablePromise<LikeAnswerDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/posts/comment-unlike',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Says "I prayed" for a prayer request
     * Says "I prayed" for a prayer request. Idempotent: answers the exact count.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayAnswerDto
     * @throws ApiError
     */
    public static pray({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<PrayAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/pray',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be prayed for\`, or an invalid postId`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\` (also when the member may not see it)`,
                429: `\`Too many prayers. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`prayers\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Takes back an "I prayed"
     * Takes back an "I prayed". Idempotent: answers the exact count.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayAnswerDto
     * @throws ApiError
     */
    public static unpray({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<PrayAnswerDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/posts/unpray',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be prayed for\`, or an invalid postId`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\` (also when the member may not see it)`,
                429: `\`Too many prayers. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`prayers\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Who prayed for the signed-in member's prayer request, most recent first, 50 per page (page with `cursor` = the previous page's `nextCursor`)
     * Who prayed for the signed-in member's prayer request, most recent first, 50 per page (page with `cursor` = the previous page's `nextCursor`). Members blocked either way, suspended or deleted are left out. Others see only the count.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`; the last page has none.
     * @returns PrayersPageDto
     * @throws ApiError
     */
    public static listPrayers({
        postsId,
        cursor,
    }: {
        postsId: number,
        /**
         * The previous page's `nextCursor`.
         */
        cursor?: string,
    }): CancelablePromise<PrayersPageDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/{posts_id}/prayers',
            path: {
                'posts_id': postsId,
            },
            query: {
                'cursor': cursor,
            },
            errors: {
                400: `\`Invalid post id\`, \`Invalid cursor\`, or \`Only prayer requests can be prayed for\``,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `\`Only the author of a prayer request can see who prayed\``,
                404: `\`Post not found\``,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Marks the member's prayer request answered, with an optional testimony (at most 5000 characters)
     * Marks the member's prayer request answered, with an optional testimony (at most 5000 characters). Everyone who prayed or committed to pray is told; active commitments end.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayerStatusAnswerDto
     * @throws ApiError
     */
    public static markAnswered({
        requestBody,
    }: {
        requestBody: MarkPrayerAnsweredDto,
    }): CancelablePromise<PrayerStatusAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/mark-prayer-answered',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be answered, closed or reopened\`, or an invalid field, or a testimony longer than 5000 characters`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `\`Only the author of a prayer request can change its status\` (or the e-mail address is not verified yet)`,
                404: `\`Post not found\``,
                409: `\`This prayer request is already marked answered\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Closes the member's open prayer request without an answer
     * Closes the member's open prayer request without an answer; active commitments end and their members are told.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayerStatusAnswerDto
     * @throws ApiError
     */
    public static closeRequest({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<PrayerStatusAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/close-prayer-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be answered, closed or reopened\`, or an invalid field`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `\`Only the author of a prayer request can change its status\` (or the e-mail address is not verified yet)`,
                404: `\`Post not found\``,
                409: `\`This prayer request is already closed\` or \`… already marked answered\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Opens the member's answered or closed prayer request again (the answer and testimony are cleared)
     * Opens the member's answered or closed prayer request again (the answer and testimony are cleared).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayerStatusAnswerDto
     * @throws ApiError
     */
    public static reopenRequest({
        requestBody,
    }: {
        requestBody: PostIdDto,
    }): CancelablePromise<PrayerStatusAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/reopen-prayer-request',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be answered, closed or reopened\`, or an invalid field`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `\`Only the author of a prayer request can change its status\` (or the e-mail address is not verified yet)`,
                404: `\`Post not found\``,
                409: `\`This prayer request is already open\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Commits to pray for a prayer request for 1–30 days, with a daily reminder
     * Commits to pray for a prayer request for 1–30 days, with a daily reminder; committing again replaces the days.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns CommitmentAnswerDto
     * @throws ApiError
     */
    public static commitToPray({
        requestBody,
    }: {
        requestBody: CommitToPrayDto,
    }): CancelablePromise<CommitmentAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/commit-to-pray',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be prayed for\`, or invalid days`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                409: `\`This prayer request is no longer open\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Ends the member's running commitment to a request
     * Ends the member's running commitment to a request.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayerMessageDto
     * @throws ApiError
     */
    public static endPrayerCommitment({
        requestBody,
    }: {
        requestBody: PrayerPostIdDto,
    }): CancelablePromise<PrayerMessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/end-prayer-commitment',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`You have no prayer commitment for this request\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The open and answered requests the member prayed for or committed to in the last 30 days, newest activity first
     * The open and answered requests the member prayed for or committed to in the last 30 days, newest activity first.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     *
     * Paged: pass the previous answer's next cursor as `cursor`, and `limit` for the page size; the last page has none.
     * @returns MyPrayerListDto
     * @throws ApiError
     */
    public static myPrayerList({
        limit,
        cursor,
    }: {
        limit?: number,
        /**
         * nextCursor of the previous page.
         */
        cursor?: string,
    }): CancelablePromise<MyPrayerListDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/my-prayer-list',
            query: {
                'limit': limit,
                'cursor': cursor,
            },
            errors: {
                400: `\`Invalid cursor\` or an invalid limit`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * The author's answer to a check-in
     * The author's answer to a check-in: the request stays open and they are asked again after PRAYER_CHECKIN_DAYS.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns KeepOpenAnswerDto
     * @throws ApiError
     */
    public static keepPrayerRequestOpen({
        requestBody,
    }: {
        requestBody: PrayerPostIdDto,
    }): CancelablePromise<KeepOpenAnswerDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/keep-prayer-request-open',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be prayed for\``,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                409: `\`This prayer request is no longer open\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Friends' open emergency prayer requests of the last 24 hours (at most 3, newest first), minus those dismissed
     * Friends' open emergency prayer requests of the last 24 hours (at most 3, newest first), minus those dismissed.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns EmergencyPrayersDto
     * @throws ApiError
     */
    public static emergencyPrayers(): CancelablePromise<EmergencyPrayersDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/posts/emergency-prayers',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Hides an emergency request from the member's strip
     * Hides an emergency request from the member's strip.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns PrayerMessageDto
     * @throws ApiError
     */
    public static dismissEmergencyPrayer({
        requestBody,
    }: {
        requestBody: PrayerPostIdDto,
    }): CancelablePromise<PrayerMessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/posts/dismiss-emergency-prayer',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Only prayer requests can be prayed for\``,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
