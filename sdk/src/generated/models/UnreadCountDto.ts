/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UnreadCountDto = {
    /**
     * Unread notifications (counted up to 999).
     */
    unreadCount: number;
};

