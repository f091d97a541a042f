/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CookieConsentDto } from './CookieConsentDto';
export type CookieConsentResponseDto = {
    message: string;
    consent: CookieConsentDto;
};

