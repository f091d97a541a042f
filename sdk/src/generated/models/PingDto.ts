/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PingDto = {
    /**
     * Always "ok" while the process answers.
     */
    status: string;
    /**
     * Server time (ISO 8601).
     */
    time: string;
};

