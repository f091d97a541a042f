/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ModMemberRefDto = {
    /**
     * Null for the command-line tool (user_name `cli`) or a purged account.
     */
    user_id: number | null;
    user_name: string;
};

