/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UploadProfilePictureDto = {
    /**
     * A JPEG, PNG, WebP or GIF image, at most 10 MB.
     */
    profile_picture: Blob;
};

