/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PendingRegistrationDto = {
    user_id: number;
    user_name: string;
    email: string;
    /**
     * The testimony written at registration.
     */
    bio: string;
    created_at: string;
};

