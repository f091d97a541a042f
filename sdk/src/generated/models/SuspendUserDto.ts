/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SuspendUserDto = {
    userId: number;
    /**
     * Why (kept in the audit log).
     */
    reason: string;
    /**
     * Days until the suspension ends by itself; absent: until lifted
     */
    days?: number;
};

