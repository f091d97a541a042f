/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UploadVideoDto = {
    target?: 'post_comment' | 'group_comment';
    /**
     * One video (MP4, WebM or QuickTime, up to 1000 MB and 10 minutes).
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

