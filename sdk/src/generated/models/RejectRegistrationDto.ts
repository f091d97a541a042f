/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RejectRegistrationDto = {
    /**
     * The newcomer's `user_id` from the queue.
     */
    userId: number;
    /**
     * Why: quoted in the mail to the newcomer and kept in the audit log.
     */
    note?: string;
};

