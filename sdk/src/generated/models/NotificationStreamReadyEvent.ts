/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `event: ready`, sent once when the stream opens: the unread count to show.
 */
export type NotificationStreamReadyEvent = {
    unreadCount: number;
};

