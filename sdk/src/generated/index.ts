/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export { ApiError } from './core/ApiError';
export { CancelablePromise, CancelError } from './core/CancelablePromise';
export { OpenAPI } from './core/OpenAPI';
export type { OpenAPIConfig } from './core/OpenAPI';

export type { AnnouncementDto } from './models/AnnouncementDto';
export type { AnnouncementsDto } from './models/AnnouncementsDto';
export type { ErrorDto } from './models/ErrorDto';
export type { HealthDto } from './models/HealthDto';
export type { PingDto } from './models/PingDto';
export type { TermsDto } from './models/TermsDto';

export { HealthService } from './services/HealthService';
export { LegalService } from './services/LegalService';
