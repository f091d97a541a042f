/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UserDto = {
    user_id: number;
    email: string;
    user_name: string;
    /**
     * Optional public handle, unique case-insensitively.
     */
    user_code: string | null;
    created_at: string;
    last_login: string | null;
    /**
     * `user` for every member; other values are reserved for staff.
     */
    role: string;
    /**
     * `active`, or `deleted` while a deleted account waits for its purge.
     */
    status: string;
    /**
     * Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`.
     */
    profile_picture: string;
    /**
     * The testimony.
     */
    bio: string;
    mode: string;
    updated_at: string;
    /**
     * 1 means verified.
     */
    verified: number;
    /**
     * `approved`, or `pending` while a moderator has yet to approve the registration
     * (REGISTRATION_MODE=approval): the client shows "Your testimony is waiting for review".
     */
    review_status: string;
    receive_email_notifications: boolean;
};

