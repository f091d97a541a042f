/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CookieConsentDto } from '../models/CookieConsentDto';
import type { CookieConsentResponseDto } from '../models/CookieConsentResponseDto';
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
}
