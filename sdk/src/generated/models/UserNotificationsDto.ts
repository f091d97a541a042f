/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationDto } from './NotificationDto';
export type UserNotificationsDto = {
    /**
     * Newest first.
     */
    notifications: Array<NotificationDto>;
    /**
     * Pass as cursor to get the next (older) page; null on the last page.
     */
    nextCursor: string | null;
};

