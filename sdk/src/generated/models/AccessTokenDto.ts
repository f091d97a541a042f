/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AccessTokenDto = {
    /**
     * A new access token (15 minutes); keep it in session storage.
     */
    accessToken: string;
};

