/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ErrorDto = {
    statusCode: number;
    /**
     * The text to show the member (the spec's wording).
     */
    message: string;
    /**
     * The HTTP reason phrase.
     */
    error: string;
};

