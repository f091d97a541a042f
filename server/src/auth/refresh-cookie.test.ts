import { clearRefreshCookieHeader, formatRefreshToken, parseRefreshToken, readCookie, refreshCookieHeader } from './refresh-cookie';

describe('refresh cookie', () => {
  const secret = 'abcdefghijklmnopqrstuvwxyz_0123456789-AB';

  it('round-trips a token', () => {
    expect(parseRefreshToken(formatRefreshToken({ sessionId: 42, secret }))).toEqual({ sessionId: 42, secret });
  });

  it.each([undefined, '', 'abc', '42.', '.secret', '0.' + secret, '-1.' + secret, '42.short', '42.' + secret + '!'])('rejects %p', (v) => {
    expect(parseRefreshToken(v)).toBeUndefined();
  });

  it('reads one cookie among others', () => {
    expect(readCookie('a=1; refreshToken=7.xyz; b=2', 'refreshToken')).toBe('7.xyz');
    expect(readCookie('a=1', 'refreshToken')).toBeUndefined();
    expect(readCookie(undefined, 'refreshToken')).toBeUndefined();
  });

  it('sets an httpOnly, SameSite=Strict cookie scoped to /api/auth, Secure only over https', () => {
    const plain = refreshCookieHeader('7.xyz', false);
    expect(plain).toContain('refreshToken=7.xyz');
    expect(plain).toContain('Path=/api/auth');
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Strict');
    expect(plain).not.toContain('Secure');
    expect(refreshCookieHeader('7.xyz', true)).toContain('Secure');
    expect(clearRefreshCookieHeader(false)).toContain('Max-Age=0');
  });
});
