import { GroupMemberRole, GroupMemberStatus, GroupVisibility } from './group.entity';

/** How the caller stands in a group: `pending` is their own join request, `invited` an invitation to them. */
export const MY_GROUP_STATUSES = ['none', 'pending', 'invited', 'accepted'] as const;
export type MyGroupStatus = (typeof MY_GROUP_STATUSES)[number];

export interface MembershipFacts {
  user_id: number;
  status: GroupMemberStatus;
  role: GroupMemberRole;
  inviter_id: number;
}

export function myStatusOf(m: MembershipFacts | null | undefined): MyGroupStatus {
  if (!m) return 'none';
  if (m.status === 'accepted') return 'accepted';
  return m.inviter_id === m.user_id ? 'pending' : 'invited';
}

/**
 * A private group exists only for the people it concerns: members, requesters and invitees.
 * Everyone else gets the same 404 as for a group that never existed.
 */
export function canSeeGroup(visibility: GroupVisibility, m: MembershipFacts | null | undefined): boolean {
  return visibility === 'group_public' || Boolean(m);
}

/** Only accepted members read and write the thread. */
export function isAcceptedMember(m: MembershipFacts | null | undefined): m is MembershipFacts {
  return m?.status === 'accepted';
}

export function isAdmin(m: MembershipFacts | null | undefined): m is MembershipFacts {
  return m?.status === 'accepted' && m.role === 'admin';
}
