/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CookieConsentDto = {
    /**
     * Essential cookies: always on, whatever is sent.
     */
    pakolliset?: boolean;
    analytics: boolean;
    ads: boolean;
    personalization: boolean;
    /**
     * When the member saved the choice (ISO 8601); now when omitted.
     */
    dateSaved?: string;
};

