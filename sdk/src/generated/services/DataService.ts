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
     * The member's signed-in devices
     * The member's signed-in devices; `current` marks this one.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns SessionsDto
     * @throws ApiError
     */
    public static userSessions(): CancelablePromise<SessionsDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/data/user-sessions',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
            },
        });
    }
    /**
     * Stores the member's cookie choice (the cookie banner also shows to unverified members)
     * Stores the member's cookie choice (the cookie banner also shows to unverified members).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Requests a ZIP of the member's data (profile, posts, comments, likes, connections, groups, notifications, sessions, consents and their media files)
     * Requests a ZIP of the member's data (profile, posts, comments, likes, connections, groups, notifications, sessions, consents and their media files). It is prepared in the background and a download link, valid 7 days, is e-mailed. One request per 24 hours.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static requestExport(): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/data/request-export',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                429: `\`Too many data export requests. Try again in 24 hours.\` More than 10 per member in 24 hours (\`data-exports\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS). \`You can request a copy of your data once every 24 hours. Try again in 23 hours.\` when an export was requested in the last 24 hours.`,
            },
        });
    }
    /**
     * Downloads the ZIP of a mailed link (no sign-in needed
     * Downloads the ZIP of a mailed link (no sign-in needed: the link is signed for one member's one export).
     *
     * No sign-in: the signed link from the e-mail is the credential.
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
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                404: `\`Download link not found\` (unknown, malformed or altered link)`,
                410: `\`This download link has expired. You can request a new copy of your data in Settings.\``,
            },
        });
    }
}
