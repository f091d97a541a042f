/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateOAuthAppDto = {
    /**
     * The app's name, shown to members on the consent page.
     */
    name: string;
    /**
     * Where Pen may send members back with a code: https, or http on localhost/127.0.0.1 while developing; no fragment.
     */
    redirectUris: Array<string>;
    /**
     * The app's home page (http or https), shown on the consent page.
     */
    website?: string;
};

