/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReminderSettingsAnswerDto } from '../models/ReminderSettingsAnswerDto';
import type { UpdateReminderSettingsDto } from '../models/UpdateReminderSettingsDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PrayerService {
    /**
     * The reminder hour and time zone (08:00 UTC, `saved: false`, until the member chooses).
     * @returns ReminderSettingsAnswerDto
     * @throws ApiError
     */
    public static getReminderSettings(): CancelablePromise<ReminderSettingsAnswerDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/prayer/reminder-settings',
            errors: {
                403: `The e-mail address is not verified yet`,
            },
        });
    }
    /**
     * Sets the local hour (0–23) and IANA time zone of the daily prayer reminder.
     * @returns ReminderSettingsAnswerDto
     * @throws ApiError
     */
    public static updateReminderSettings({
        requestBody,
    }: {
        requestBody: UpdateReminderSettingsDto,
    }): CancelablePromise<ReminderSettingsAnswerDto> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/prayer/reminder-settings',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `An hour outside 0–23 or an unknown time zone`,
                403: `The e-mail address is not verified yet`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
