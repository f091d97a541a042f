/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ConnectedAppDto = {
    clientId: string;
    name: string;
    website: string | null;
    /**
     * What the member allowed: `read`, `write`, `notifications`.
     */
    scopes: Array<string>;
    /**
     * When the member first allowed it (ISO 8601).
     */
    since: string;
};

