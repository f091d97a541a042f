/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `group_public` (default) is visible in search; `group_private` is hidden from everyone outside it.
 */
export type GroupVisibility = 'group_public' | 'group_private';
