/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type HealthDto = {
    /**
     * "ok" when every dependency is up, otherwise "degraded".
     */
    status: 'ok' | 'degraded';
    database: 'up' | 'down';
    redis: 'up' | 'down';
};

