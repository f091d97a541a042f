import { friendStatusFor } from './friend-status';

describe('friendStatusFor', () => {
  const me = 7;
  const them = 9;

  it('is none without a connection', () => {
    expect(friendStatusFor(me, null)).toBe('none');
    expect(friendStatusFor(me, undefined)).toBe('none');
  });

  it('is pending for the sender of a pending request and incoming for its receiver', () => {
    expect(friendStatusFor(me, { sender_id: me, status: 'pending' })).toBe('pending');
    expect(friendStatusFor(me, { sender_id: them, status: 'pending' })).toBe('incoming');
  });

  it('reads accepted and declined the same from both sides', () => {
    for (const sender of [me, them]) {
      expect(friendStatusFor(me, { sender_id: sender, status: 'accepted' })).toBe('accepted');
      expect(friendStatusFor(me, { sender_id: sender, status: 'declined' })).toBe('declined');
    }
  });
});
