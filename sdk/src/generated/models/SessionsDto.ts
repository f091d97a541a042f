/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionDto } from './SessionDto';
export type SessionsDto = {
    /**
     * Most recently used first.
     */
    sessions: Array<SessionDto>;
};

