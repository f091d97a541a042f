/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SessionDto = {
    session_id: number;
    /**
     * The client's device identifier.
     */
    device_id: string;
    /**
     * The browser's user agent, at most 500 characters.
     */
    user_agent: string;
    ip_address: string;
    created_at: string;
    last_used_at: string;
    /**
     * True for the session making this request.
     */
    current: boolean;
};

