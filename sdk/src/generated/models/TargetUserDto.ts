/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TargetUserDto = {
    /**
     * The other member's id.
     */
    targetUserId: number;
};

