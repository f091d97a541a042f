/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PushSubscriptionKeysDto } from './PushSubscriptionKeysDto';
export type SavePushSubscriptionDto = {
    /**
     * The push service URL of this device.
     */
    endpoint: string;
    /**
     * When the subscription expires (milliseconds since the epoch), or null.
     */
    expirationTime?: number | null;
    keys: PushSubscriptionKeysDto;
};

