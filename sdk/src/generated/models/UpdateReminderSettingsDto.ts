/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UpdateReminderSettingsDto = {
    /**
     * Local hour (0–23) of the daily reminder.
     */
    hour: number;
    /**
     * IANA time zone, e.g. `Europe/Berlin`.
     */
    timeZone: string;
};

