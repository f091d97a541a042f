/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type EmergencyPrayerDto = {
    posts_id: number;
    user_id: number;
    user_name: string;
    profile_picture: string;
    content: string;
    created_at: string;
};

