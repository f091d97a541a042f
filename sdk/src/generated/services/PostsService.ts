/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommentAnswerDto } from '../models/CommentAnswerDto';
import type { CommentIdDto } from '../models/CommentIdDto';
import type { CommentPageDto } from '../models/CommentPageDto';
import type { CreatePostAnswerDto } from '../models/CreatePostAnswerDto';
import type { CreatePostDto } from '../models/CreatePostDto';
import type { LikeAnswerDto } from '../models/LikeAnswerDto';
import type { MessageDto } from '../models/MessageDto';
import type { NewCommentDto } from '../models/NewCommentDto';
import type { PostAnswerDto } from '../models/PostAnswerDto';
import type { PostIdDto } from '../models/PostIdDto';
import type { PostPageDto } from '../models/PostPageDto';
import type { ReportCommentDto } from '../models/ReportCommentDto';
import type { ReportPostDto } from '../models/ReportPostDto';
import type { UserPostPageDto } from '../models/UserPostPageDto';
import type { VisibilityAnswerDto } from '../models/VisibilityAnswerDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PostsService {
    /**
     * Publishes a post or prayer request. Send `isReady: false` when media will be uploaded next;
     * the post is then shown to others only once its media is processed.
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
                403: `The e-mail address is not verified yet`,
                429: `\`Too many posts. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`posts\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The member's feed, newest first: own posts, public posts, and friends-only posts of friends.
     * Page with `offset` and `limit` (50 by default and at most), or, at any depth and without
     * duplicates while new posts arrive, with `cursor` = the previous page's `nextCursor`.
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
                403: `The e-mail address is not verified yet`,
            },
        });
    }
    /**
     * One post with its newest comments.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\` (also when the post is friends-only and the reader is not a friend)`,
            },
        });
    }
    /**
     * The member's own posts, newest first, including those whose media is still processing. Paged like the feed.
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
                403: `The e-mail address is not verified yet`,
            },
        });
    }
    /**
     * Another member's posts the reader may see (friends-only ones for friends), with the member's profile. Paged like the feed.
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
                403: `The e-mail address is not verified yet`,
                404: `\`User not found\``,
            },
        });
    }
    /**
     * Toggles the post's audience between public and friends (author only) and answers the new one.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the author's own post with its comments, likes and media. Answers `Post deleted`.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports someone else's post to the operators, saying why (`reason`, default `other`, and
     * optional `details`). Once per member: reporting again updates the reason and details. Answers `Post reported`.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * A page of the post's comments (50 by default): the newest ones older than `cursor`, listed
     * oldest first. `cursor` is the previous page's `nextCursor`, or the `created_at` of the oldest comment shown.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
            },
        });
    }
    /**
     * Adds a comment (trimmed, at most 2000 characters) and answers it.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many comments. Try again in 60 minutes.\` More than 120 per member in 60 minutes (\`comments\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the member's own comment. Answers `Comment deleted`.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Reports someone else's comment, saying why (`reason`, default `other`, and optional `details`).
     * Once per member: reporting again updates the reason and details. Answers `Comment reported`.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many reports. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`reports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Likes a post.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Takes back a like of a post.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Post not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Likes a comment.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Takes back a like of a comment.
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
                403: `The e-mail address is not verified yet`,
                404: `\`Comment not found\``,
                429: `\`Too many likes. Try again in 60 minutes.\` More than 600 per member in 60 minutes (\`likes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
