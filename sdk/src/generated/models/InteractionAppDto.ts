/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type InteractionAppDto = {
    clientId: string;
    name: string;
    website: string | null;
};

