/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PostDto } from './PostDto';
export type PostAnswerDto = {
    post: PostDto;
};

