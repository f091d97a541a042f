/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserDto } from './UserDto';
export type UpdateProfileResponseDto = {
    user: UserDto;
    message: string;
    /**
     * True when the e-mail changed: every session ended and the member must verify and sign in again.
     */
    signedOut: boolean;
};

