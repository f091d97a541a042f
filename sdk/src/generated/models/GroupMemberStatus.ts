/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `pending` rows are listed to admins only (join requests and open invitations).
 */
export type GroupMemberStatus = 'pending' | 'accepted';
