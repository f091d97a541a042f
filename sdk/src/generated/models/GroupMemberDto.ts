/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupMemberRole } from './GroupMemberRole';
import type { GroupMemberStatus } from './GroupMemberStatus';
export type GroupMemberDto = {
    /**
     * `pending` rows are listed to admins only (join requests and open invitations).
     */
    status: GroupMemberStatus;
    role: GroupMemberRole;
    bio: string;
    mode: string;
    joined_at: string;
    /**
     * Equal to `invitee_id` for a join request; another member's id for an invitation.
     */
    inviter_id: number;
    invitee_id: number;
    user_id: number;
    user_name: string;
    /**
     * Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`.
     */
    profile_picture: string;
};

