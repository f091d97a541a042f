/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectedAppsResponseDto } from '../models/ConnectedAppsResponseDto';
import type { ConsentDto } from '../models/ConsentDto';
import type { ConsentResponseDto } from '../models/ConsentResponseDto';
import type { CreateOAuthAppDto } from '../models/CreateOAuthAppDto';
import type { InteractionResponseDto } from '../models/InteractionResponseDto';
import type { MessageDto } from '../models/MessageDto';
import type { OAuthAppResponseDto } from '../models/OAuthAppResponseDto';
import type { OAuthAppsResponseDto } from '../models/OAuthAppsResponseDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class OauthService {
    /**
     * Registers an OAuth app (a public client
     * Registers an OAuth app (a public client: authorization code with PKCE S256, no secret). The answer holds its `clientId`. Redirect URIs must be https (http only on localhost or 127.0.0.1) without a fragment; at most 25 apps per member.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns OAuthAppResponseDto
     * @throws ApiError
     */
    public static createOAuthApp({
        requestBody,
    }: {
        requestBody: CreateOAuthAppDto,
    }): CancelablePromise<OAuthAppResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/oauth/apps',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `e.g. \`name is required\`, \`…: a redirect URI must use https (http only on localhost or 127.0.0.1)\`, \`You can register at most 25 apps…\``,
                401: `\`Unauthorized\`: no valid access token`,
                403: `API keys and OAuth apps may not manage apps: only the member, signed in to Pen`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The apps the member registered
     * The apps the member registered.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns OAuthAppsResponseDto
     * @throws ApiError
     */
    public static listOAuthApps(): CancelablePromise<OAuthAppsResponseDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/oauth/apps',
            errors: {
                401: `\`Unauthorized\`: no valid access token`,
                403: `API keys and OAuth apps may not manage apps: only the member, signed in to Pen`,
            },
        });
    }
    /**
     * Deletes one of the member's apps
     * Deletes one of the member's apps; every member's access through it ends at once.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static deleteOAuthApp({
        clientId,
    }: {
        clientId: string,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/oauth/apps/{clientId}',
            path: {
                'clientId': clientId,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `\`Unauthorized\`: no valid access token`,
                403: `API keys and OAuth apps may not manage apps: only the member, signed in to Pen`,
                404: `\`App not found\` (or not yours)`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The apps the member allowed to act for them, with what they allowed and since when
     * The apps the member allowed to act for them, with what they allowed and since when.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns ConnectedAppsResponseDto
     * @throws ApiError
     */
    public static listConnectedApps(): CancelablePromise<ConnectedAppsResponseDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/oauth/connected-apps',
            errors: {
                401: `\`Unauthorized\`: no valid access token`,
                403: `API keys and OAuth apps may not manage apps: only the member, signed in to Pen`,
            },
        });
    }
    /**
     * Disconnects an app
     * Disconnects an app: its access and refresh tokens for this member stop working at once.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static disconnectApp({
        clientId,
    }: {
        clientId: string,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/oauth/connected-apps/{clientId}',
            path: {
                'clientId': clientId,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `\`Unauthorized\`: no valid access token`,
                403: `API keys and OAuth apps may not manage apps: only the member, signed in to Pen`,
                404: `\`This app is not connected to your account\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The app asking for access and each permission it asks for, in plain words
     * The app asking for access and each permission it asks for, in plain words.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns InteractionResponseDto
     * @throws ApiError
     */
    public static getOAuthInteraction({
        uid,
    }: {
        uid: string,
    }): CancelablePromise<InteractionResponseDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/oauth/interaction/{uid}',
            path: {
                'uid': uid,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `\`Unauthorized\``,
                403: `Only the member, signed in to Pen, may answer`,
                404: `\`This authorization request has expired or was opened in another browser…\``,
            },
        });
    }
    /**
     * Allows (`approve
     * Allows (`approve: true`) or denies the app; the browser then goes to `redirectTo`, which sends it back to the app.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns ConsentResponseDto
     * @throws ApiError
     */
    public static answerOAuthInteraction({
        uid,
        requestBody,
    }: {
        uid: string,
        requestBody: ConsentDto,
    }): CancelablePromise<ConsentResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/oauth/interaction/{uid}/consent',
            path: {
                'uid': uid,
            },
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`approve must be true or false\``,
                401: `\`Unauthorized\``,
                403: `Only the member, signed in to Pen, may answer`,
                404: `\`This authorization request has expired or was opened in another browser…\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
