import { createHmac } from 'node:crypto';
import { createUnsubscribeToken, UNSUBSCRIBE_LINK_TTL_SECONDS, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe token', () => {
  const secret = 's'.repeat(40);
  const key = unsubscribeKey(secret);

  it('round-trips the member id', () => {
    expect(verifyUnsubscribeToken(key, createUnsubscribeToken(key, 42))).toEqual({ ok: true, userId: 42 });
  });

  it('is signed with a key of its own, not the JWT secret', () => {
    expect(key.equals(Buffer.from(secret))).toBe(false);
    expect(key).toHaveLength(32);
    const [id, exp] = createUnsubscribeToken(key, 42).split('.');
    const withJwtSecret = createHmac('sha256', secret).update(`unsubscribe-email-notifications:${id}:${exp}`).digest('base64url');
    expect(verifyUnsubscribeToken(key, `${id}.${exp}.${withJwtSecret}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expires after the link lifetime', () => {
    const issued = Date.parse('2026-01-01T00:00:00Z');
    const token = createUnsubscribeToken(key, 42, issued);
    expect(verifyUnsubscribeToken(key, token, issued + (UNSUBSCRIBE_LINK_TTL_SECONDS - 1) * 1000)).toEqual({ ok: true, userId: 42 });
    expect(verifyUnsubscribeToken(key, token, issued + UNSUBSCRIBE_LINK_TTL_SECONDS * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a token for another member, another key, a moved expiry or a malformed token', () => {
    const token = createUnsubscribeToken(key, 42);
    const [, exp, sig] = token.split('.');
    expect(verifyUnsubscribeToken(key, `43.${exp}.${sig}`).ok).toBe(false);
    expect(verifyUnsubscribeToken(key, `42.${Number(exp) + 1}.${sig}`).ok).toBe(false);
    expect(verifyUnsubscribeToken(unsubscribeKey('t'.repeat(40)), token).ok).toBe(false);
    expect(verifyUnsubscribeToken(key, 'garbage')).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(key, '')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('tells a link of the old format (no expiry) that it has expired', () => {
    const old = `42.${createHmac('sha256', secret).update('unsubscribe-email-notifications:42').digest('base64url')}`;
    expect(verifyUnsubscribeToken(key, old)).toEqual({ ok: false, reason: 'expired' });
  });
});
