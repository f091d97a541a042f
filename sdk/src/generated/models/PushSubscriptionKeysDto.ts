/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PushSubscriptionKeysDto = {
    /**
     * The device's P-256 public key (base64url).
     */
    p256dh: string;
    /**
     * The device's authentication secret (base64url).
     */
    auth: string;
};

