/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConnectedAppDto } from './ConnectedAppDto';
export type ConnectedAppsResponseDto = {
    apps: Array<ConnectedAppDto>;
};

