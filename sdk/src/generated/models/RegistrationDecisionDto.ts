/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegistrationDecisionDto = {
    /**
     * The newcomer's `user_id` from the queue.
     */
    userId: number;
};

