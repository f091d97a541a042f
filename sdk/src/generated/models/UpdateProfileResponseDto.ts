/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserDto } from './UserDto';
export type UpdateProfileResponseDto = {
    user: UserDto;
    message: string;
    /**
     * True when every session ended (an unverified account's address was replaced): verify the new address, then sign in again.
     */
    signedOut: boolean;
};

