/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type OAuthScopeDto = {
    /**
     * `read`, `write` or `notifications`.
     */
    scope: string;
    description: string;
};

