/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type KeepOpenAnswerDto = {
    message: string;
    /**
     * When the author is asked again.
     */
    next_check_at: string;
};

