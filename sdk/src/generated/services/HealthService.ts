/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HealthDto } from '../models/HealthDto';
import type { PingDto } from '../models/PingDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class HealthService {
    /**
     * Cheap liveness check
     * Cheap liveness check; the web client calls it every 120 s.
     *
     * Public: no credential needed.
     * @returns PingDto
     * @throws ApiError
     */
    public static ping(): CancelablePromise<PingDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/ping',
        });
    }
    /**
     * Readiness
     * Readiness: the state of PostgreSQL and Redis; 503 when either is down.
     *
     * Public: no credential needed.
     * @returns HealthDto
     * @throws ApiError
     */
    public static health(): CancelablePromise<HealthDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/health',
        });
    }
}
