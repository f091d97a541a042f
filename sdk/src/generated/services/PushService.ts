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
     * Saves this device's push subscription for the signed-in member and this device session (one row per endpoint)
     * Saves this device's push subscription for the signed-in member and this device session (one row per endpoint). It ends with the session. The endpoint must be an https URL of a push service (PUSH_ALLOWED_HOSTS) whose addresses are all public.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
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
            errors: {
                400: `Invalid subscription, e.g. \`endpoint must be an https URL\`, \`endpoint is not a known push service\`, \`endpoint must not point to a private or reserved address\`, \`endpoint host could not be resolved\``,
                401: `\`Your session has ended. Please sign in again.\``,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                429: `\`Too many push subscription changes. Try again in 60 minutes.\` More than 30 per member in 60 minutes (\`push-subscriptions\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Forgets this device's subscription (the member turned push off)
     * Forgets this device's subscription (the member turned push off).
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
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
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The application server key the browser subscribes with
     * The application server key the browser subscribes with.
     *
     * Public: no credential needed.
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
