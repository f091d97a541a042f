/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationDto } from './NotificationDto';
/**
 * `event: notification`: a new notification for the member, with the new unread count.
 */
export type NotificationStreamNotificationEvent = {
    type: 'notification';
    notification: NotificationDto;
    unreadCount: number;
};

