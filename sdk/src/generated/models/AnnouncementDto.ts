/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AnnouncementDto = {
    announcement_id: number;
    message: string;
    display_from: string;
    display_until: string;
};

