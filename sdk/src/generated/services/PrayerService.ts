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
     * The reminder hour and time zone (08:00 UTC, `saved
     * The reminder hour and time zone (08:00 UTC, `saved: false`, until the member chooses).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns ReminderSettingsAnswerDto
     * @throws ApiError
     */
    public static getReminderSettings(): CancelablePromise<ReminderSettingsAnswerDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/prayer/reminder-settings',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Sets the local hour (0–23) and IANA time zone of the daily prayer reminder
     * Sets the local hour (0–23) and IANA time zone of the daily prayer reminder.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
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
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The e-mail address is not verified yet`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
