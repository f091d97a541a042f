import { applyAuthChange, SessionCache } from './session-cache';

describe('SessionCache', () => {
  let now = 0;
  const make = (max = 10) => {
    const cache = new SessionCache(1_000, max, () => now);
    cache.setEnabled(true);
    return cache;
  };
  beforeEach(() => (now = 0));

  it('answers a remembered session for its own member only', () => {
    const cache = make();
    cache.remember(7, { userId: 1, verified: true }, cache.generation);
    expect(cache.get(7, 1)).toEqual({ userId: 1, verified: true });
    expect(cache.get(7, 2)).toBeUndefined();
    expect(cache.get(8, 1)).toBeUndefined();
  });

  it('does not keep an answer read before an invalidation', () => {
    const cache = make();
    const before = cache.generation;
    cache.forgetSession(99);
    cache.remember(7, { userId: 1, verified: true }, before);
    expect(cache.get(7, 1)).toBeUndefined();
  });

  it('forgets a session, every session of a member, and entries past their lifetime', () => {
    const cache = make();
    cache.remember(1, { userId: 10, verified: true }, cache.generation);
    cache.remember(2, { userId: 10, verified: false }, cache.generation);
    cache.remember(3, { userId: 11, verified: true }, cache.generation);
    cache.forgetSession(3);
    expect(cache.get(3, 11)).toBeUndefined();
    cache.forgetUser(10);
    expect(cache.get(1, 10)).toBeUndefined();
    expect(cache.get(2, 10)).toBeUndefined();
    cache.remember(4, { userId: 12, verified: true }, cache.generation);
    now = 999;
    expect(cache.get(4, 12)).toBeDefined();
    now = 1_000;
    expect(cache.get(4, 12)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers nothing and keeps nothing while disabled, and forgets everything when switched', () => {
    const cache = make();
    cache.remember(1, { userId: 10, verified: true }, cache.generation);
    cache.setEnabled(false);
    expect(cache.get(1, 10)).toBeUndefined();
    cache.remember(2, { userId: 10, verified: true }, cache.generation);
    cache.setEnabled(true);
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries beyond its size', () => {
    const cache = make(2);
    for (const id of [1, 2, 3]) cache.remember(id, { userId: id, verified: true }, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(3, 3)).toBeDefined();
  });

  it('applies notifications: s<session>, u<user>, anything else clears', () => {
    const cache = make();
    cache.remember(1, { userId: 10, verified: true }, cache.generation);
    cache.remember(2, { userId: 11, verified: true }, cache.generation);
    cache.remember(3, { userId: 12, verified: true }, cache.generation);
    applyAuthChange(cache, 's1');
    expect(cache.get(1, 10)).toBeUndefined();
    applyAuthChange(cache, 'u11');
    expect(cache.get(2, 11)).toBeUndefined();
    expect(cache.get(3, 12)).toBeDefined();
    applyAuthChange(cache, 'garbage');
    expect(cache.size).toBe(0);
  });
});
