/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccessTokenDto } from '../models/AccessTokenDto';
import type { ApiKeysDto } from '../models/ApiKeysDto';
import type { CancelEmailChangeDto } from '../models/CancelEmailChangeDto';
import type { CheckSessionDto } from '../models/CheckSessionDto';
import type { CreateApiKeyDto } from '../models/CreateApiKeyDto';
import type { CreatedApiKeyDto } from '../models/CreatedApiKeyDto';
import type { DeleteAccountDto } from '../models/DeleteAccountDto';
import type { DeviceIdDto } from '../models/DeviceIdDto';
import type { EmailDto } from '../models/EmailDto';
import type { EmailNotificationsDto } from '../models/EmailNotificationsDto';
import type { LoginDto } from '../models/LoginDto';
import type { LoginResponseDto } from '../models/LoginResponseDto';
import type { MessageDto } from '../models/MessageDto';
import type { RegisterDto } from '../models/RegisterDto';
import type { RegisterResponseDto } from '../models/RegisterResponseDto';
import type { ResetPasswordDto } from '../models/ResetPasswordDto';
import type { SetNewPasswordDto } from '../models/SetNewPasswordDto';
import type { UpdateProfileDto } from '../models/UpdateProfileDto';
import type { UpdateProfileResponseDto } from '../models/UpdateProfileResponseDto';
import type { UserResponseDto } from '../models/UserResponseDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AuthService {
    /**
     * Creates an unverified account, signs this device in and sends the verification mail
     * Creates an unverified account, signs this device in and sends the verification mail.
     *
     * Public: no credential needed.
     * @returns RegisterResponseDto
     * @throws ApiError
     */
    public static register({
        requestBody,
    }: {
        requestBody: RegisterDto,
    }): CancelablePromise<RegisterResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/register',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `A field fails validation (the spec's messages), or a web sign-up (\`client: web\`) looks automated: \`Registration refused: a field meant to stay empty was filled in. If you are a person, reload the page and try again.\` or \`Registration refused: the form was sent too quickly. Please take a moment to check it and send it again.\``,
                403: `REGISTRATION_MODE=closed: \`Registration is closed\``,
                409: `The e-mail address is already registered`,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many registrations from this network. Try again in 60 minutes.\` More than 10 per network address in 60 minutes (\`register\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Signs in with e-mail and password
     * Signs in with e-mail and password; sets the refresh cookie. Limited to 10 failures per address and 50 per IP in 15 minutes.
     *
     * Public: no credential needed.
     * @returns LoginResponseDto
     * @throws ApiError
     */
    public static login({
        requestBody,
    }: {
        requestBody: LoginDto,
    }): CancelablePromise<LoginResponseDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/login',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `\`Login failed. Check your email and password.\``,
                403: `The right password for a suspended account: \`This account is suspended\`, or \`This account is suspended until 2026-12-01 14:00 UTC\``,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many failed login attempts. Try again later.\``,
            },
        });
    }
    /**
     * Exchanges the refresh cookie for a new access token and rotates the cookie
     * Exchanges the refresh cookie for a new access token and rotates the cookie.
     *
     * Called by Pen's web client with the refresh cookie (no access token); not for API keys or apps.
     * @returns AccessTokenDto
     * @throws ApiError
     */
    public static refreshToken(): CancelablePromise<AccessTokenDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/refresh-token',
            errors: {
                401: `No valid refresh cookie: sign in again`,
                403: `Sent from another site (Origin or Sec-Fetch-Site: cross-site): \`This request came from another site and was refused. Open Pen at its own address and try again.\``,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many requests from this network. Try again in 60 minutes.\` More than 2000 per network address in 60 minutes (\`public-writes\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Removes the refresh cookie (and ends the session it belongs to)
     * Removes the refresh cookie (and ends the session it belongs to). Called on logout.
     *
     * Called by Pen's web client with the refresh cookie (no access token); not for API keys or apps.
     * @returns MessageDto
     * @throws ApiError
     */
    public static removeCookie(): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/remove-cookie',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Sent from another site (Origin or Sec-Fetch-Site: cross-site): \`This request came from another site and was refused. Open Pen at its own address and try again.\``,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many requests from this network. Try again in 60 minutes.\` More than 2000 per network address in 60 minutes (\`public-writes\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Whether this member is still signed in on the given device
     * Whether this member is still signed in on the given device.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns CheckSessionDto
     * @throws ApiError
     */
    public static checkSession({
        deviceId,
    }: {
        deviceId: string,
    }): CancelablePromise<CheckSessionDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/auth/check-session',
            query: {
                'deviceId': deviceId,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
            },
        });
    }
    /**
     * Signs the given device (normally this one) out
     * Signs the given device (normally this one) out.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static logout({
        requestBody,
    }: {
        requestBody: DeviceIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/logout',
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
     * Signs every device of the member out, this one included
     * Signs every device of the member out, this one included.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static logoutAll(): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/logout-all',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Signs every other device out
     * Signs every other device out; the device given stays signed in.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static logoutAllExceptThis({
        requestBody,
    }: {
        requestBody: DeviceIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/logout-all-except-this',
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
     * Signs one chosen device out (from the sessions list)
     * Signs one chosen device out (from the sessions list).
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static logoutChosenDevice({
        requestBody,
    }: {
        requestBody: DeviceIdDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/logout-chosen-device',
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
     * The signed-in member's profile (also for unverified members, whose profile page offers the resend button)
     * The signed-in member's profile (also for unverified members, whose profile page offers the resend button).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `read`.
     * @returns UserResponseDto
     * @throws ApiError
     */
    public static profileUserInfo(): CancelablePromise<UserResponseDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/auth/profile-user-info',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after \`Retry-After\` seconds.`,
            },
        });
    }
    /**
     * Saves the profile
     * Saves the profile; the password is required. Validation failures read `Validation failed: {messages}`. A verified member's new e-mail address stays pending (`signedOut: false`, the answer's user keeps the address in use): it becomes the account's when the link mailed to it is followed (`verify-email`), and the address in use gets a link that cancels (`cancel-email-change`). An unverified member's address is replaced at once: every device signs out (`signedOut: true`) and the new address gets a verification mail. Open to unverified members so that a mistyped address can be corrected.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns UpdateProfileResponseDto
     * @throws ApiError
     */
    public static updateUserNameEmail({
        requestBody,
    }: {
        requestBody: UpdateProfileDto,
    }): CancelablePromise<UpdateProfileResponseDto> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/auth/update-user-name-email',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Validation failed: …\` or \`Incorrect password\``,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                409: `The e-mail address or user code is taken`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Turns e-mail notifications on or off
     * Turns e-mail notifications on or off.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns UserResponseDto
     * @throws ApiError
     */
    public static updateReceiveEmailNotifications({
        requestBody,
    }: {
        requestBody: EmailNotificationsDto,
    }): CancelablePromise<UserResponseDto> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/api/auth/update-receive-email-notifications',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the account (password required)
     * Deletes the account (password required): it stops working at once and its data is purged within 30 days.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static deleteAccount({
        requestBody,
    }: {
        requestBody: DeleteAccountDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/auth/delete-account',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Password is required\` or \`Incorrect password\``,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Mails a reset link (valid one hour)
     * Mails a reset link (valid one hour). The same answer for unknown addresses; at most 5 requests per address per hour.
     *
     * Public: no credential needed.
     * @returns MessageDto
     * @throws ApiError
     */
    public static sendResetPasswordLink({
        requestBody,
    }: {
        requestBody: EmailDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/send-reset-password-link',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Maximum attempts reached. Please try again later.\``,
            },
        });
    }
    /**
     * Sets a new password with the token from the reset link
     * Sets a new password with the token from the reset link; every device is signed out.
     *
     * No sign-in: the token from the reset e-mail is the credential.
     * @returns MessageDto
     * @throws ApiError
     */
    public static resetPassword({
        requestBody,
    }: {
        requestBody: ResetPasswordDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/reset-password',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid, used or expired token, or a weak password`,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many requests from this network. Try again in 60 minutes.\` More than 2000 per network address in 60 minutes (\`public-writes\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Changes the password of the signed-in member (old password checked)
     * Changes the password of the signed-in member (old password checked); other devices are signed out.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns MessageDto
     * @throws ApiError
     */
    public static setNewPassword({
        requestBody,
    }: {
        requestBody: SetNewPasswordDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/set-new-password',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `\`Old password is incorrect\` or a weak new password`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Verifies the address with the token from the mail (single use, valid 24 hours)
     * Verifies the address with the token from the mail (single use, valid 24 hours). The link sent to a new address (an e-mail change) also lands here: the address becomes the account's and every device signs out, to sign in again with it.
     *
     * No sign-in: the token from the verification e-mail is the credential.
     * @returns MessageDto
     * @throws ApiError
     */
    public static verifyEmail({
        token,
    }: {
        /**
         * The token from the verification link.
         */
        token: string,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/auth/verify-email',
            query: {
                'token': token,
            },
            errors: {
                400: `Missing, invalid, used or expired token`,
                409: `The new address of an e-mail change was registered by another account meanwhile`,
            },
        });
    }
    /**
     * Sends a new verification link
     * Sends a new verification link. The same answer whether or not the address exists; once per 60 seconds per address.
     *
     * Public: no credential needed.
     * @returns MessageDto
     * @throws ApiError
     */
    public static resendVerificationEmail({
        requestBody,
    }: {
        requestBody: EmailDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/resend-verification-email',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `Asked again within 60 seconds`,
            },
        });
    }
    /**
     * Cancels a pending e-mail change with the token mailed to the address in use (single use, valid 24 hours)
     * Cancels a pending e-mail change with the token mailed to the address in use (single use, valid 24 hours). Every device of the account is signed out.
     *
     * No sign-in: the token from the e-mail sent to the address in use is the credential.
     * @returns MessageDto
     * @throws ApiError
     */
    public static cancelEmailChange({
        requestBody,
    }: {
        requestBody: CancelEmailChangeDto,
    }): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/cancel-email-change',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Missing, invalid, used or expired token`,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many requests from this network. Try again in 60 minutes.\` More than 2000 per network address in 60 minutes (\`public-writes\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Makes a key
     * Makes a key; its secret is in this answer only (Pen keeps its hash). At most 20 keys per member.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns CreatedApiKeyDto
     * @throws ApiError
     */
    public static createApiKey({
        requestBody,
    }: {
        requestBody: CreateApiKeyDto,
    }): CancelablePromise<CreatedApiKeyDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/api-keys',
            body: requestBody,
            mediaType: 'application/json',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                422: `The member already has 20 keys`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The member's keys, newest first (never their secrets)
     * The member's keys, newest first (never their secrets).
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns ApiKeysDto
     * @throws ApiError
     */
    public static listApiKeys(): CancelablePromise<ApiKeysDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/auth/api-keys',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
            },
        });
    }
    /**
     * Revokes a key
     * Revokes a key: requests made with it are refused (401) from now on.
     *
     * Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.
     * @returns void
     * @throws ApiError
     */
    public static deleteApiKey({
        id,
    }: {
        id: number,
    }): CancelablePromise<void> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/auth/api-keys/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: API keys and OAuth apps cannot manage the account (\`API keys and apps cannot manage the account: sign in to Pen to do this\`), or the member's e-mail is not verified yet.`,
                404: `\`API key not found\``,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
