/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateApiKeyDto = {
    /**
     * What the key is for, so the member recognises it in the list: 1–100 characters.
     */
    name: string;
    /**
     * `read`: every GET the member may make; `write`: content, likes, comments, connections, groups, notifications' read state.
     */
    scopes: Array<'read' | 'write'>;
};

