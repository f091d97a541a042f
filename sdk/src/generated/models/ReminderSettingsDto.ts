/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReminderSettingsDto = {
    /**
     * Local hour (0–23) of the daily reminder.
     */
    hour: number;
    /**
     * IANA time zone of the hour.
     */
    time_zone: string;
    /**
     * False while the default (08:00 UTC) stands; the web client then offers the browser's zone.
     */
    saved: boolean;
};

