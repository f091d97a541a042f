/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PushPublicKeyDto = {
    /**
     * The VAPID public key (base64url) to pass as applicationServerKey when subscribing.
     */
    publicKey: string;
};

