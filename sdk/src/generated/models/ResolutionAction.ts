/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ResolutionAction = 'dismiss' | 'remove_content' | 'warn_author' | 'suspend_author';
