/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendRequestDto } from './FriendRequestDto';
export type FriendRequestsDto = {
    /**
     * Pending requests to the caller, newest first.
     */
    requests: Array<FriendRequestDto>;
};

