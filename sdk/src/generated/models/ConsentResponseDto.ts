/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ConsentResponseDto = {
    /**
     * Where the browser goes next: the authorization server finishes there and sends the member back to the app.
     */
    redirectTo: string;
};

