/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MessageDto } from '../models/MessageDto';
import type { PushPublicKeyDto } from '../models/PushPublicKeyDto';
import type { RemovePushSubscriptionDto } from '../models/RemovePushSubscriptionDto';
import type { SavePushSubscriptionDto } from '../models/SavePushSubscriptionDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PushService {
    /**
     * Saves this device's push subscription for the signed-in member (one row per endpoint).
     * @returns MessageDto
     * @throws ApiError
     */
    public static saveSubscription({
        requestBody,
    }: {
        requestBody: SavePushSubscriptionDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/push/save-subscription',
            body: requestBody,
            mediaType: 'application/json',
        });
    }
    /**
     * Forgets this device's subscription (the member turned push off).
     * @returns MessageDto
     * @throws ApiError
     */
    public static removeSubscription({
        requestBody,
    }: {
        requestBody: RemovePushSubscriptionDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/push/remove-subscription',
            body: requestBody,
            mediaType: 'application/json',
        });
    }
    /**
     * The application server key the browser subscribes with.
     * @returns PushPublicKeyDto
     * @throws ApiError
     */
    public static publicKey(): CancelablePromise<PushPublicKeyDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/push/public-key',
        });
    }
}
