/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type GroupMemberRequestDto = {
    groupId: number;
    /**
     * The member who asked to join.
     */
    userId: number;
};

