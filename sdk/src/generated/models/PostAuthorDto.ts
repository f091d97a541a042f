/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PostAuthorDto = {
    mode: 'none' | 'single' | 'in_relationship' | 'engaged' | 'married' | 'community';
    user_id: number;
    user_name: string;
    profile_picture: string;
    bio: string;
};

