/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterDto = {
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
};

