/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NewCommentNotificationDto = {
    content?: string;
    postId: number;
    postContent?: string;
    /**
     * The member the older client wants to notify.
     */
    recipientUserId: number;
    userName?: string;
};

