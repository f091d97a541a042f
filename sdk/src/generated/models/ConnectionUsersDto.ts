/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectionUserDto } from './ConnectionUserDto';
export type ConnectionUsersDto = {
    /**
     * The caller's friends, by name.
     */
    users: Array<ConnectionUserDto>;
};

