/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The caller's role once accepted, else null.
 */
export type GroupMemberRole = 'member' | 'admin';
