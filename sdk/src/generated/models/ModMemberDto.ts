/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Role } from './Role';
export type ModMemberDto = {
    role: Role;
    /**
     * When a timed suspension ends.
     */
    suspended_until: string | null;
    last_login: string | null;
    user_id: number;
    user_name: string;
    email: string;
    /**
     * `active` or `suspended`.
     */
    status: string;
    created_at: string;
    /**
     * How many members reported this member.
     */
    reports_against: number;
    post_count: number;
};

