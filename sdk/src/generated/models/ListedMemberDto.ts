/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ListedMemberDto = {
    user_id: number;
    user_name: string;
    /**
     * Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`.
     */
    profile_picture: string;
};

