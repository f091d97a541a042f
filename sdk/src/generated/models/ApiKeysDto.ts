/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ApiKeyDto } from './ApiKeyDto';
export type ApiKeysDto = {
    /**
     * Newest first.
     */
    apiKeys: Array<ApiKeyDto>;
};

