/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NotificationActorDto = {
    user_id: number;
    user_name: string;
    profile_picture: string;
};

