/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProfilePictureDto = {
    /**
     * Path under the API prefix: GET /api/{profile_picture} serves it.
     */
    profile_picture: string;
};

