/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ConnectionUserDto = {
    user_id: number;
    user_name: string;
    /**
     * The member's testimony (lists show its first 40 characters).
     */
    bio: string;
    /**
     * none, single, in_relationship, engaged, married or community.
     */
    mode: string;
    /**
     * Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`.
     */
    profile_picture: string;
};

