/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LeaveGroupAnswerDto = {
    message: string;
    /**
     * True when the caller was the last member: an empty group is deleted.
     */
    groupDeleted: boolean;
};

