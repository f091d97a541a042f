/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NewCommentLikeNotificationDto = {
    /**
     * The member the older client wants to notify.
     */
    recipientUserId: number;
    postId: number;
    commentId: number;
    commentContent?: string;
    recipientUserName?: string;
    userName?: string;
};

