/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupCommentDto } from './GroupCommentDto';
import type { GroupMemberDto } from './GroupMemberDto';
import type { GroupPersonDto } from './GroupPersonDto';
import type { GroupVisibility } from './GroupVisibility';
import type { MyGroupStatus } from './MyGroupStatus';
export type GroupDto = {
    /**
     * `group_public`: visible in search (shown as Visible); `group_private`: hidden.
     */
    visibility: GroupVisibility;
    /**
     * The caller's standing: `pending` is their own join request, `invited` an invitation to them.
     */
    my_status: MyGroupStatus;
    /**
     * The caller's role once accepted, else null.
     */
    my_role: 'member' | 'admin' | null;
    /**
     * Who invited the caller, when `my_status` is `invited`.
     */
    inviter: GroupPersonDto | null;
    /**
     * Accepted members (admins first, then by joining time); admins also get the pending rows.
     * Someone who is not an accepted member gets only the first 5, for the avatars.
     */
    members: Array<GroupMemberDto>;
    /**
     * The thread, newest first, one page; empty for anyone who is not an accepted member.
     */
    comments: Array<GroupCommentDto>;
    /**
     * Pass as `cursor` to get the older comments; null when there are none.
     */
    next_cursor: string | null;
    group_id: number;
    title: string;
    description: string;
    theme_color: string;
    is_active: boolean;
    host_user_id: number;
    created_at: string;
    comment_count: number;
    /**
     * Accepted members.
     */
    member_count: number;
};

