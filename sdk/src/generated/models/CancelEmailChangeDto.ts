/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CancelEmailChangeDto = {
    /**
     * The token from the link mailed to the address in use when the change was asked for.
     */
    token: string;
};

