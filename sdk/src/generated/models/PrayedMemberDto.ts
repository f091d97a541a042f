/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PrayedMemberDto = {
    user_id: number;
    user_name: string;
    /**
     * Load it from `/api/` + profile_picture.
     */
    profile_picture: string;
    prayed_at: string;
};

