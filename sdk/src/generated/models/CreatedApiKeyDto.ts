/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ApiKeyDto } from './ApiKeyDto';
export type CreatedApiKeyDto = {
    /**
     * The key itself (`pen_…`), shown this once: Pen keeps only its hash. Send it as `X-Api-Key` or `Authorization: Bearer`.
     */
    secret: string;
    apiKey: ApiKeyDto;
};

