import { canSeeGroup, isAcceptedMember, isAdmin, myStatusOf } from './membership-state';

const row = (over: Partial<{ status: 'pending' | 'accepted'; role: 'member' | 'admin'; inviter_id: number }> = {}) => ({
  user_id: 7,
  status: 'accepted' as const,
  role: 'member' as const,
  inviter_id: 7,
  ...over,
});

describe('membership state', () => {
  it('tells a join request (inviter = invitee) from an invitation', () => {
    expect(myStatusOf(null)).toBe('none');
    expect(myStatusOf(row({ status: 'pending' }))).toBe('pending');
    expect(myStatusOf(row({ status: 'pending', inviter_id: 3 }))).toBe('invited');
    expect(myStatusOf(row())).toBe('accepted');
  });

  it('hides a private group from anyone without a membership row', () => {
    expect(canSeeGroup('group_public', null)).toBe(true);
    expect(canSeeGroup('group_private', null)).toBe(false);
    expect(canSeeGroup('group_private', row({ status: 'pending', inviter_id: 3 }))).toBe(true);
  });

  it('counts only accepted rows as members and admins', () => {
    expect(isAcceptedMember(row({ status: 'pending' }))).toBe(false);
    expect(isAcceptedMember(row())).toBe(true);
    expect(isAdmin(row({ status: 'pending', role: 'admin' }))).toBe(false);
    expect(isAdmin(row({ role: 'admin' }))).toBe(true);
    expect(isAdmin(row())).toBe(false);
  });
});
