/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UpdateProfileDto = {
    /**
     * 2–100 characters.
     */
    user_name: string;
    /**
     * Changing it makes the account unverified, ends every session and sends a verification mail to the new address.
     */
    email: string;
    /**
     * The current password, required to save.
     */
    password: string;
    /**
     * The testimony; at most 700 characters. Omit to keep it.
     */
    bio?: string;
    /**
     * One of none, single, in_relationship, engaged, married, community; empty means none. Omit to keep it.
     */
    mode?: string;
    /**
     * Optional public handle (letters, digits, . _ -; at most 50), unique ignoring case; empty removes it. Omit to keep it.
     */
    user_code?: string;
};

