/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PendingRegistrationDto } from './PendingRegistrationDto';
export type RegistrationQueueDto = {
    /**
     * Oldest first.
     */
    registrations: Array<PendingRegistrationDto>;
    /**
     * Pass as `cursor` for the next page; null at the end.
     */
    nextCursor: number | null;
};

