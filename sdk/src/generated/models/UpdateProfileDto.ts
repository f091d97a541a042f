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
     * For a verified account a new address stays pending until the link mailed to it is followed
     * (the address in use gets a link that cancels); an unverified account's address is replaced at
     * once, every session ends and the new address gets a verification mail.
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

