/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreatePostDto = {
    /**
     * The text, at most 5000 characters; trimmed. May be blank only when media follows
     * (`isReady: false`), otherwise the answer is 400 `Content or media is required`.
     */
    content?: string;
    /**
     * Who sees the post: everyone (`public`, the default) or only the author's friends.
     */
    visibility?: 'public' | 'friends';
    /**
     * `normal` (the default) for a post; prayer requests send `pray_request` or `emergency_pray_request`.
     */
    postType?: 'normal' | 'pray_request' | 'emergency_pray_request';
    /**
     * `true` (the default) for a post without media. `false` when media will be uploaded next
     * (POST /api/media/upload-*): the post stays hidden from others until the media is processed.
     */
    isReady?: boolean;
};

