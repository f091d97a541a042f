/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type NewCommentDto = {
    /**
     * The text, trimmed; at most 2000 characters. Blank only when media follows (`isReady: false`).
     */
    content?: string;
    /**
     * `false` when media will be uploaded for this comment next; it is shown to others once processed.
     */
    isReady?: boolean;
};

