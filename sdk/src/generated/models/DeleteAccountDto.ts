/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type DeleteAccountDto = {
    password: string;
    /**
     * Accepted for compatibility with the spec's payload; the account is always the token's.
     * @deprecated
     */
    email?: string;
    /**
     * Accepted for compatibility with the spec's payload; the account is always the token's.
     * @deprecated
     */
    user_id?: Record<string, any>;
};

