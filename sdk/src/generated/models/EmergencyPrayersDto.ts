/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EmergencyPrayerDto } from './EmergencyPrayerDto';
export type EmergencyPrayersDto = {
    /**
     * At most 3, newest first.
     */
    posts: Array<EmergencyPrayerDto>;
};

