/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MediaType } from './MediaType';
export type GroupCommentMediaDto = {
    media_type: MediaType;
    media_id: number;
    /**
     * Storage path; load it from the API base plus this path.
     */
    media_path: string;
    /**
     * A still image for a video, when one was made.
     */
    poster_path: string | null;
};

