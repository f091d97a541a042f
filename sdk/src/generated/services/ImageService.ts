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
     * Replaces the member's profile picture (JPEG, PNG, WebP or GIF; stored as a JPEG ≤ 1024 px wide).
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
                429: `\`Too many profile picture changes. Try again in 60 minutes.\` More than 20 per member in 60 minutes (\`profile-pictures\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * Removes the picture; the member gets the default picture back.
     * @returns ProfilePictureDto
     * @throws ApiError
     */
    public static deleteProfilePicture(): CancelablePromise<ProfilePictureDto> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/api/image/delete-profile-picture',
            errors: {
                429: `\`Too many changes. Try again in 60 minutes.\` More than 1000 per member in 60 minutes (\`writes\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
