/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendStatus } from './FriendStatus';
export type FriendStatusDto = {
    /**
     * The relationship as the caller sees it: `none`, `pending` (you sent a request),
     * `incoming` (they sent you one), `accepted` (friends) or `declined` (a request was declined
     * or the friendship was removed; either side may send a new request).
     */
    status: FriendStatus;
};

