import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  let now = 1_000_000;
  const tokens = () => new VerifiedTokens(2, () => now);

  it('finds a token by its exact text until its expiry', () => {
    const t = tokens();
    t.remember('a.b.c', { sub: 1, sid: 2, exp: 1_010 });
    expect(t.get('a.b.c')).toEqual({ sub: 1, sid: 2, exp: 1_010 });
    expect(t.get('a.b.C')).toBeUndefined();
    now = 1_009_999;
    expect(t.get('a.b.c')).toBeDefined();
    now = 1_010_000;
    expect(t.get('a.b.c')).toBeUndefined();
    expect(t.size).toBe(0);
  });

  it('keeps nothing without an expiry, and drops the oldest beyond its size', () => {
    now = 0;
    const t = tokens();
    t.remember('no-exp', { sub: 1, sid: 1 });
    expect(t.get('no-exp')).toBeUndefined();
    t.remember('x', { sub: 1, sid: 1, exp: 10 });
    t.remember('y', { sub: 2, sid: 2, exp: 10 });
    t.remember('z', { sub: 3, sid: 3, exp: 10 });
    expect(t.size).toBe(2);
    expect(t.get('x')).toBeUndefined();
    expect(t.get('z')).toBeDefined();
  });
});
