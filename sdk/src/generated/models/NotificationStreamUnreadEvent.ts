/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `event: unread`: notifications were read elsewhere (another device or tab); the new unread count.
 */
export type NotificationStreamUnreadEvent = {
    type: 'unread';
    unreadCount: number;
};

