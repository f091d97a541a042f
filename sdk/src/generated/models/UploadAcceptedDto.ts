/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AcceptedMediaDto } from './AcceptedMediaDto';
export type UploadAcceptedDto = {
    media: Array<AcceptedMediaDto>;
    message: string;
};

