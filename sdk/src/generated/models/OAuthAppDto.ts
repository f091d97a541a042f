/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type OAuthAppDto = {
    /**
     * The OAuth client_id (public; the app has no secret and must use PKCE).
     */
    clientId: string;
    name: string;
    website: string | null;
    redirectUris: Array<string>;
    /**
     * When it was registered (ISO 8601).
     */
    created_at: string;
};

