/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendStatus } from './FriendStatus';
export type FriendActionDto = {
    status: FriendStatus;
    /**
     * A confirmation to show, e.g. `Request Sent!`, `Friend request accepted`, `Friend removed.`
     */
    message: string;
};

