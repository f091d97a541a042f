/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The caller's standing: `pending` is their own join request, `invited` an invitation to them.
 */
export type MyGroupStatus = 'none' | 'pending' | 'invited' | 'accepted';
