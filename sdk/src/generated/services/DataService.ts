/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CookieConsentDto } from '../models/CookieConsentDto';
import type { CookieConsentResponseDto } from '../models/CookieConsentResponseDto';
import type { MessageDto } from '../models/MessageDto';
import type { SessionsDto } from '../models/SessionsDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class DataService {
    /**
     * The member's signed-in devices; `current` marks this one.
     * @returns SessionsDto
     * @throws ApiError
     */
    public static userSessions(): CancelablePromise<SessionsDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/data/user-sessions',
        });
    }
    /**
     * Stores the member's cookie choice (the cookie banner also shows to unverified members).
     * @returns CookieConsentResponseDto
     * @throws ApiError
     */
    public static saveCookieConsent({
        requestBody,
    }: {
        requestBody: CookieConsentDto,
    }): CancelablePromise<CookieConsentResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/data/cookie-consent',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Requests a ZIP of the member's data (profile, posts, comments, likes, connections, groups,
     * notifications, sessions, consents and their media files). It is prepared in the background and
     * a download link, valid 7 days, is e-mailed. One request per 24 hours.
     * @returns MessageDto
     * @throws ApiError
     */
    public static requestExport(): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/data/request-export',
            errors: {
                429: `\`Too many data export requests. Try again in 24 hours.\` More than 10 per member in 24 hours (\`data-exports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS). \`You can request a copy of your data once every 24 hours. Try again in 23 hours.\` when an export was requested in the last 24 hours.`,
            },
        });
    }
    /**
     * Downloads the ZIP of a mailed link (no sign-in needed: the link is signed for one member's one export).
     * @returns binary The ZIP file
     * @throws ApiError
     */
    public static downloadExport({
        token,
    }: {
        /**
         * `<export id>.<expiry>.<signature>`, as in the mailed link.
         */
        token: string,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/data/export/{token}',
            path: {
                'token': token,
            },
            errors: {
                404: `\`Download link not found\` (unknown, malformed or altered link)`,
                410: `\`This download link has expired. You can request a new copy of your data in Settings.\``,
            },
        });
    }
}
