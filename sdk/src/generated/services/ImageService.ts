/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfilePictureDto } from '../models/ProfilePictureDto';
import type { UploadProfilePictureDto } from '../models/UploadProfilePictureDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ImageService {
    /**
     * Replaces the member's profile picture (JPEG, PNG, WebP or GIF
     * Replaces the member's profile picture (JPEG, PNG, WebP or GIF; stored as a JPEG ≤ 1024 px wide).
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns ProfilePictureDto
     * @throws ApiError
     */
    public static uploadProfilePicture({
        formData,
    }: {
        formData: UploadProfilePictureDto,
    }): CancelablePromise<ProfilePictureDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/image/upload-profile-picture',
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; \`message\` says which.`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many profile picture changes. Try again in 60 minutes.\` More than 20 per member in 60 minutes (\`profile-pictures\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Removes the picture
     * Removes the picture; the member gets the default picture back.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns ProfilePictureDto
     * @throws ApiError
     */
    public static deleteProfilePicture(): CancelablePromise<ProfilePictureDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/image/delete-profile-picture',
            errors: {
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `Not allowed: the member's e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.`,
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
