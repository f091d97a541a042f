/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReportMediaDto = {
    /**
     * Path under /api/uploads, when processed.
     */
    url: string | null;
    poster_url: string | null;
    media_id: number;
    /**
     * `image`, `video` or `audio`.
     */
    media_type: string;
};

