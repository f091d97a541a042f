/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrayerCommitmentDto } from './PrayerCommitmentDto';
export type PrayerListItemDto = {
    post_type: 'pray_request' | 'emergency_pray_request';
    prayer_status: 'open' | 'answered';
    posts_id: number;
    /**
     * The request's author.
     */
    user_id: number;
    user_name: string;
    profile_picture: string;
    content: string;
    created_at: string;
    answered_at: string | null;
    answer_testimony: string | null;
    prayer_count: number;
    /**
     * Whether the member said "I prayed" for it.
     */
    is_prayed: boolean;
    /**
     * Whether they did so today (in their reminder time zone).
     */
    prayed_today: boolean;
    /**
     * The member's running commitment to it, or null.
     */
    commitment: PrayerCommitmentDto | null;
    /**
     * The newest of: their prayer, their commitment, the answer (the list's order).
     */
    activity_at: string;
};

