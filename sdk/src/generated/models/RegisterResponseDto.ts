/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RegisterResponseDto = {
    accessToken: string;
    user_id: number;
    message: string;
};

