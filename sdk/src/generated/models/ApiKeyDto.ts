/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ApiKeyDto = {
    id: number;
    name: string;
    scopes: Array<'read' | 'write'>;
    /**
     * When the key was last used (to the minute); null if never.
     */
    last_used_at: string | null;
    created_at: string;
};

