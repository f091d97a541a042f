/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NewCommentNotificationDto = {
    /**
     * The member the older client wants to notify.
     */
    recipientUserId: number;
    postId: number;
    content?: string;
    postContent?: string;
    userName?: string;
};

