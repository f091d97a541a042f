/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UploadImagesDto = {
    target?: 'post_comment' | 'group_comment';
    /**
     * 1 to 4 images (JPEG, PNG, GIF or WebP, each up to 20 MB and 100 megapixels).
     */
    files: Array<Blob>;
    /**
     * The post the files belong to (created with isReady false).
     */
    postId?: number;
    /**
     * A comment: a post comment, or a group comment (the spec sends commentId for both). When
     * this member has a pending comment of each kind with this id, `target` says which.
     */
    commentId?: number;
    /**
     * Names a group comment unambiguously (alternative to commentId + target).
     */
    groupCommentId?: number;
};

