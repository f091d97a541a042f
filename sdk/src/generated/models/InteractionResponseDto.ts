/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { InteractionAppDto } from './InteractionAppDto';
import type { OAuthScopeDto } from './OAuthScopeDto';
export type InteractionResponseDto = {
    app: InteractionAppDto;
    scopes: Array<OAuthScopeDto>;
};

