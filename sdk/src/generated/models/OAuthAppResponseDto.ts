/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OAuthAppDto } from './OAuthAppDto';
export type OAuthAppResponseDto = {
    app: OAuthAppDto;
};

