/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AnnouncementDto } from './AnnouncementDto';
export type AnnouncementsDto = {
    /**
     * Announcements whose display window contains the current time, newest window first.
     */
    announcements: Array<AnnouncementDto>;
};

