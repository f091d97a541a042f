/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupPersonDto } from './GroupPersonDto';
import type { GroupVisibility } from './GroupVisibility';
import type { MyGroupStatus } from './MyGroupStatus';
export type GroupCardDto = {
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
     * The caller's member row status (`pending` covers requests and invitations), null when none.
     */
    status: 'pending' | 'accepted' | null;
    /**
     * Up to 5 accepted members for the avatars; `member_count` gives the rest (`+N more`).
     */
    members: Array<GroupPersonDto>;
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

