/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RequestJoinGroupDto = {
    groupId: number;
    /**
     * Accepted for compatibility with older clients; the server uses the caller's own name.
     * @deprecated
     */
    userName?: string;
};

