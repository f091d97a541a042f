/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ConsentDto = {
    /**
     * true: allow the app; false: deny.
     */
    approve: boolean;
};

