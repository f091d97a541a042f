/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AnnouncementsDto } from '../models/AnnouncementsDto';
import type { TermsDto } from '../models/TermsDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class LegalService {
    /**
     * The latest version of the terms of service
     * The latest version of the terms of service.
     *
     * Public: no credential needed.
     * @returns TermsDto
     * @throws ApiError
     */
    public static latestTermsOfService(): CancelablePromise<TermsDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/auth/latest-terms-of-service',
            errors: {
                404: `No terms stored (\`Content not found\`)`,
            },
        });
    }
    /**
     * Announcements to show in the dashboard banner right now
     * Announcements to show in the dashboard banner right now.
     *
     * Public: no credential needed.
     * @returns AnnouncementsDto
     * @throws ApiError
     */
    public static publicAnnouncements(): CancelablePromise<AnnouncementsDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/noti/public-announcements',
        });
    }
}
