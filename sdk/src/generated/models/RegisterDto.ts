/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterDto = {
    /**
     * `web` when sent by Pen's register page: such sign-ups are checked for spam (`website` must be
     * empty and `fillMs` at least SIGNUP_MIN_FILL_SECONDS). Other API clients omit the three fields.
     */
    client?: 'web';
    /**
     * Shown to other members; at most 70 characters.
     */
    user_name: string;
    email: string;
    /**
     * At least 8 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*.
     */
    password: string;
    /**
     * The testimony: at most 700 characters, and it must mention Jesus (e.g. Jesus, Christ, Savior, Lamb of God).
     */
    bio: string;
    /**
     * The client's device identifier (local storage `deviceId`).
     */
    deviceId: string;
    /**
     * The register page's honeypot: a field hidden from people (and screen readers); only robots fill it.
     */
    website?: string;
    /**
     * Milliseconds between the register page opening and this request (web sign-ups).
     */
    fillMs?: number;
};

