/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AcceptedMediaDto = {
    media_type: 'image' | 'video' | 'audio';
    /**
     * pending until processed; the target appears once every file is ready.
     */
    status: 'pending' | 'ready' | 'failed';
    media_id: number;
};

