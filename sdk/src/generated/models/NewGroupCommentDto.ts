/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NewGroupCommentDto = {
    /**
     * The text (trimmed, at most 2000 characters). May be empty only when media follows (`isReady: false`).
     */
    content?: string;
    /**
     * `true` (default) publishes the comment at once. `false` keeps it hidden until its images or
     * video are uploaded and processed (media endpoints, with this comment's id).
     */
    isReady?: boolean;
};

