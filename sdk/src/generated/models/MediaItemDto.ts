/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MediaItemDto = {
    type: 'image' | 'video' | 'audio';
    media_state: 'pending' | 'ready' | 'failed';
    media_id: number;
    /**
     * Storage path of the processed file; load it from `/api/` + path. Null until processed.
     */
    path: string | null;
    /**
     * A video's poster image (`/api/` + poster_path).
     */
    poster_path: string | null;
    width: number | null;
    height: number | null;
    /**
     * Length of a video or audio recording in seconds.
     */
    duration_s: number | null;
};

