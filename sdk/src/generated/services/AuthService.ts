/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccessTokenDto } from '../models/AccessTokenDto';
import type { CancelEmailChangeDto } from '../models/CancelEmailChangeDto';
import type { CheckSessionDto } from '../models/CheckSessionDto';
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
     * Creates an unverified account, signs this device in and sends the verification mail.
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
     * Signs in with e-mail and password; sets the refresh cookie. Limited to 10 failures per address and 50 per IP in 15 minutes.
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
                401: `\`Login failed. Check your email and password.\``,
                403: `The right password for a suspended account: \`This account is suspended\`, or \`This account is suspended until 2026-12-01 14:00 UTC\``,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many failed login attempts. Try again later.\``,
            },
        });
    }
    /**
     * Exchanges the refresh cookie for a new access token and rotates the cookie.
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
     * Removes the refresh cookie (and ends the session it belongs to). Called on logout.
     * @returns MessageDto
     * @throws ApiError
     */
    public static removeCookie(): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/remove-cookie',
            errors: {
                403: `Sent from another site (Origin or Sec-Fetch-Site: cross-site): \`This request came from another site and was refused. Open Pen at its own address and try again.\``,
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Too many requests from this network. Try again in 60 minutes.\` More than 2000 per network address in 60 minutes (\`public-writes\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Whether this member is still signed in on the given device.
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
        });
    }
    /**
     * Signs the given device (normally this one) out.
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
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Signs every device of the member out, this one included.
     * @returns MessageDto
     * @throws ApiError
     */
    public static logoutAll(): CancelablePromise<MessageDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/auth/logout-all',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Signs every other device out; the device given stays signed in.
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
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Signs one chosen device out (from the sessions list).
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
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * The signed-in member's profile (also for unverified members, whose profile page offers the resend button).
     * @returns UserResponseDto
     * @throws ApiError
     */
    public static profileUserInfo(): CancelablePromise<UserResponseDto> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/api/auth/profile-user-info',
        });
    }
    /**
     * Saves the profile; the password is required. Validation failures read `Validation failed: {messages}`.
     * A verified member's new e-mail address stays pending (`signedOut: false`, the answer's user keeps
     * the address in use): it becomes the account's when the link mailed to it is followed
     * (`verify-email`), and the address in use gets a link that cancels (`cancel-email-change`).
     * An unverified member's address is replaced at once: every device signs out (`signedOut: true`)
     * and the new address gets a verification mail. Open to unverified members so that a mistyped
     * address can be corrected.
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
                409: `The e-mail address or user code is taken`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Turns e-mail notifications on or off.
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
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Deletes the account (password required): it stops working at once and its data is purged within 30 days.
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
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Mails a reset link (valid one hour). The same answer for unknown addresses; at most 5 requests per address per hour.
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
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `\`Maximum attempts reached. Please try again later.\``,
            },
        });
    }
    /**
     * Sets a new password with the token from the reset link; every device is signed out.
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
     * Changes the password of the signed-in member (old password checked); other devices are signed out.
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
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Verifies the address with the token from the mail (single use, valid 24 hours). The link
     * sent to a new address (an e-mail change) also lands here: the address becomes the account's
     * and every device signs out, to sign in again with it.
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
     * Sends a new verification link. The same answer whether or not the address exists; once per 60 seconds per address.
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
                413: `\`Request body is too large\` (over 16 KB)`,
                429: `Asked again within 60 seconds`,
            },
        });
    }
    /**
     * Cancels a pending e-mail change with the token mailed to the address in use (single use,
     * valid 24 hours). Every device of the account is signed out.
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
}
