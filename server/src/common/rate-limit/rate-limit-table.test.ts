import { loadSettings, SettingsError } from '../../config/settings';
import { defaultRateLimitRules, describeWait, parseRateLimits, RATE_LIMIT_DEFINITIONS } from './rate-limit-table';

describe('parseRateLimits', () => {
  it('gives the defaults when RATE_LIMITS is unset or empty', () => {
    expect(parseRateLimits(undefined)).toEqual(defaultRateLimitRules());
    expect(parseRateLimits('  ')).toEqual(defaultRateLimitRules());
    expect(parseRateLimits(undefined).posts).toEqual({ points: 30, durationSeconds: 3600 });
  });

  it('overrides the named limits only, reading seconds or s/m/h/d units', () => {
    const rules = parseRateLimits('posts=60/1h, likes=1000/3600 ,register=3/15m,friend-requests=5/2d,search=2/30s,');
    expect(rules.posts).toEqual({ points: 60, durationSeconds: 3600 });
    expect(rules.likes).toEqual({ points: 1000, durationSeconds: 3600 });
    expect(rules.register).toEqual({ points: 3, durationSeconds: 900 });
    expect(rules['friend-requests']).toEqual({ points: 5, durationSeconds: 2 * 86400 });
    expect(rules.search).toEqual({ points: 2, durationSeconds: 30 });
    expect(rules.comments).toEqual(defaultRateLimitRules().comments);
  });

  it.each([
    ['posts', 'is not name=points/duration'],
    ['posts=30', 'is not name=points/duration'],
    ['posts=30/1w', 'is not name=points/duration'],
    ['posts=-1/1h', 'is not name=points/duration'],
    ['Posts=30/1h', 'is not name=points/duration'],
    ['tweets=30/1h', '"tweets" is not a limit; known: register, login-email'],
    ['posts=0/1h', 'posts must allow at least 1'],
    ['posts=30/0', "posts's duration must be 1 second to 366 days"],
    ['posts=30/400d', "posts's duration must be 1 second to 366 days"],
  ])('refuses %s at start with a one-line SettingsError naming RATE_LIMITS', (value, detail) => {
    let error: unknown;
    try {
      loadSettings({ DATA_DIR: '/tmp/pen-rate-limit-spec', JWT_SECRET: 'x'.repeat(32), RATE_LIMITS: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).setting).toBe('RATE_LIMITS');
    expect((error as SettingsError).message).toContain(`Invalid setting RATE_LIMITS: `);
    expect((error as SettingsError).message).toContain(detail);
    expect((error as SettingsError).message).not.toContain('\n');
  });

  it('reads a long hostile value in linear time', () => {
    const started = Date.now();
    expect(() => parseRateLimits(`posts=${'1'.repeat(50_000)}/`)).toThrow('is not name=points/duration');
    expect(() => parseRateLimits(`${'a-'.repeat(50_000)}=1/1`)).toThrow('is not name=points/duration');
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('has a per-network companion only on member limits, and defaults a real member never meets', () => {
    for (const def of Object.values(RATE_LIMIT_DEFINITIONS)) {
      if ('alsoPerIp' in def) expect(def.per).toBe('member');
    }
    const d = defaultRateLimitRules();
    expect(d.likes.points / (d.likes.durationSeconds / 3600)).toBeGreaterThanOrEqual(600);
    expect(d['writes-ip'].points).toBeGreaterThan(d.likes.points);
  });
});

describe('describeWait', () => {
  it.each([
    [0.2, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '60 minutes'],
    [7200, '2 hours'],
    [86400, '24 hours'],
    [7 * 86400, '7 days'],
  ])('%s s reads "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
