import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe token', () => {
  const secret = 's'.repeat(40);

  it('round-trips the member id', () => {
    expect(verifyUnsubscribeToken(secret, createUnsubscribeToken(secret, 42))).toBe(42);
  });

  it('rejects a token for another member, another secret or a malformed token', () => {
    const token = createUnsubscribeToken(secret, 42);
    expect(verifyUnsubscribeToken(secret, token.replace(/^42/, '43'))).toBeUndefined();
    expect(verifyUnsubscribeToken('t'.repeat(40), token)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, 'garbage')).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, '')).toBeUndefined();
  });
});
