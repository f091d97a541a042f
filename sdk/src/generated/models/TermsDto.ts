/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TermsDto = {
    /**
     * The terms text; line breaks are meaningful.
     */
    content: string;
    version: number;
    created_at: string;
};

