/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UploadAcceptedDto } from '../models/UploadAcceptedDto';
import type { UploadAudioDto } from '../models/UploadAudioDto';
import type { UploadImagesDto } from '../models/UploadImagesDto';
import type { UploadVideoDto } from '../models/UploadVideoDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MediaService {
    /**
     * Up to 4 images for a post, post comment or group comment
     * Up to 4 images for a post, post comment or group comment.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns UploadAcceptedDto
     * @throws ApiError
     */
    public static uploadImages({
        formData,
    }: {
        formData: UploadImagesDto,
    }): CancelablePromise<UploadAcceptedDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/media/upload-images',
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `A limit or rule of the spec (\`Maximum 4 images allowed.\`, \`Invalid video file.\` …), or a video over the caps of settings MEDIA_VIDEO_MAX_LONG_SIDE/SHORT_SIDE/FPS (\`Video resolution is too high (maximum 3840×2160).\`, \`Video frame rate is too high (maximum 60 fps).\`)`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The target belongs to another member`,
                404: `\`Post not found\` / \`Comment not found\``,
                413: `A file is over its size limit (\`Video is too large\`), or the member's uploads of the day over MEDIA_DAILY_UPLOAD_MB (\`Daily upload limit reached (2048 MB per day). Try again tomorrow.\`), answered as soon as it is passed`,
                429: `\`Too many uploads. Try again in 60 minutes.\` More than 60 per member in 60 minutes (\`uploads\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * One video for a post, post comment or group comment
     * One video for a post, post comment or group comment.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns UploadAcceptedDto
     * @throws ApiError
     */
    public static uploadVideo({
        formData,
    }: {
        formData: UploadVideoDto,
    }): CancelablePromise<UploadAcceptedDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/media/upload-video',
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `A limit or rule of the spec (\`Maximum 4 images allowed.\`, \`Invalid video file.\` …), or a video over the caps of settings MEDIA_VIDEO_MAX_LONG_SIDE/SHORT_SIDE/FPS (\`Video resolution is too high (maximum 3840×2160).\`, \`Video frame rate is too high (maximum 60 fps).\`)`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The target belongs to another member`,
                404: `\`Post not found\` / \`Comment not found\``,
                413: `A file is over its size limit (\`Video is too large\`), or the member's uploads of the day over MEDIA_DAILY_UPLOAD_MB (\`Daily upload limit reached (2048 MB per day). Try again tomorrow.\`), answered as soon as it is passed`,
                429: `\`Too many uploads. Try again in 60 minutes.\` More than 60 per member in 60 minutes (\`uploads\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
    /**
     * One audio recording for a post or post comment
     * One audio recording for a post or post comment.
     *
     * Any signed-in member: an access token, an API key, or an OAuth app token; keys and apps need `write`.
     * @returns UploadAcceptedDto
     * @throws ApiError
     */
    public static uploadAudio({
        formData,
    }: {
        formData: UploadAudioDto,
    }): CancelablePromise<UploadAcceptedDto> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/api/media/upload-audio',
            formData: formData,
            mediaType: 'multipart/form-data',
            errors: {
                400: `A limit or rule of the spec (\`Maximum 4 images allowed.\`, \`Invalid video file.\` …), or a video over the caps of settings MEDIA_VIDEO_MAX_LONG_SIDE/SHORT_SIDE/FPS (\`Video resolution is too high (maximum 3840×2160).\`, \`Video frame rate is too high (maximum 60 fps).\`)`,
                401: `No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.`,
                403: `The target belongs to another member`,
                404: `\`Post not found\` / \`Comment not found\``,
                413: `A file is over its size limit (\`Video is too large\`), or the member's uploads of the day over MEDIA_DAILY_UPLOAD_MB (\`Daily upload limit reached (2048 MB per day). Try again tomorrow.\`), answered as soon as it is passed`,
                429: `\`Too many uploads. Try again in 60 minutes.\` More than 60 per member in 60 minutes (\`uploads\`), and 5000 per network address in 60 minutes (\`writes-ip\`) by default (setting RATE_LIMITS).`,
            },
        });
    }
}
