/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MakeAdminDto = {
    groupId: number;
    targetUserId: number;
};

