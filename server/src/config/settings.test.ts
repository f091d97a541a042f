import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings, SettingsError } from './settings';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pen-settings-')) });

function errorOf(env: Record<string, string>): SettingsError {
  try {
    loadSettings({ ...base(), ...env });
  } catch (err) {
    if (err instanceof SettingsError) return err;
    throw err;
  }
  throw new Error('expected a SettingsError');
}

describe('loadSettings', () => {
  it('has working defaults on a fresh machine and generates the JWT secret once into DATA_DIR', () => {
    const env = base();
    const s = loadSettings(env);
    expect(s).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', redisUrl: 'redis://127.0.0.1:6379', appRole: 'all', storage: 'local', logLevel: 'info', redisPrefix: 'pen' });
    expect(s.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadSettings(env).jwtSecret).toBe(s.jwtSecret);
    expect(JSON.parse(readFileSync(join(env.DATA_DIR, 'secrets.json'), 'utf8')).jwtSecret).toBe(s.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', '"abc" is not a whole number'],
    [{ PORT: '70000' }, 'PORT', 'outside'],
    [{ APP_ROLE: 'both' }, 'APP_ROLE', 'not one of api, worker, all'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL', 'must start with redis:// or rediss://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL', 'is not a URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'not one of'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', 'at least 32 characters'],
    [{ STORAGE: 's3' }, 'S3_BUCKET', 'required when STORAGE=s3'],
    [{ VAPID_PUBLIC_KEY: 'x' }, 'VAPID_PRIVATE_KEY', 'set together'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM', 'holds no e-mail address'],
    [{ REDIS_PREFIX: 'a b' }, 'REDIS_PREFIX', 'may hold only'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY', 'would let any client choose its IP address'],
    // Sentinel mode needs both settings; one alone is a mistake, not a quiet fallback to REDIS_URL.
    [{ REDIS_SENTINELS: 'sentinel-1:26379' }, 'REDIS_SENTINEL_NAME', 'is required with REDIS_SENTINELS'],
    [{ REDIS_SENTINEL_NAME: 'pen' }, 'REDIS_SENTINELS', 'is required with REDIS_SENTINEL_NAME'],
    [{ REDIS_SENTINEL_PASSWORD: 'x' }, 'REDIS_SENTINEL_PASSWORD', 'only with REDIS_SENTINELS'],
    [{ REDIS_SENTINELS: 'sentinel-1:26379,sentinel-2', REDIS_SENTINEL_NAME: 'pen' }, 'REDIS_SENTINELS', '"sentinel-2" is not host:port'],
    [{ REDIS_SENTINELS: 'sentinel-1:0', REDIS_SENTINEL_NAME: 'pen' }, 'REDIS_SENTINELS', '"sentinel-1:0" is not host:port'],
    [{ REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'pen primary' }, 'REDIS_SENTINEL_NAME', 'may hold only'],
    [{ REDIS_SENTINELS: 'sentinel-1:26379', REDIS_SENTINEL_NAME: 'pen', REDIS_URL: 'rediss://cache:6380' }, 'REDIS_URL', 'not supported with REDIS_SENTINELS'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY', 'outside 0–10'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, 'TRUST_PROXY', '"proxy.example" is not an IP address'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY', '"10.0.0.0/33" is not an IP address'],
    [{ TRUST_PROXY: '0x7f000001' }, 'TRUST_PROXY', 'is not an IP address'],
    // The app shows it to a member in distress as a link: never a script or another scheme.
    [{ CRISIS_RESOURCES_URL: 'javascript:alert(1)' }, 'CRISIS_RESOURCES_URL', 'must start with https:// or http://'],
    [{ CRISIS_RESOURCES_URL: 'call 112' }, 'CRISIS_RESOURCES_URL', 'is not a URL'],
  ])('refuses %j with a message naming %s', (env, setting, detail) => {
    const err = errorOf(env);
    expect(err.setting).toBe(setting);
    expect(err.message).toContain(`Invalid setting ${setting}`);
    expect(err.message).toContain(detail);
  });

  it('sends every read to the primary without DATABASE_REPLICA_URLS; takes a comma list of PostgreSQL URLs and a sticky window no shorter than the allowed lag', () => {
    expect(loadSettings(base())).toMatchObject({ databaseReplicaUrls: [], replicaMaxLagMs: 1000, replicaStickyMs: 5000 });
    const s = loadSettings({ ...base(), DATABASE_REPLICA_URLS: 'postgres://r1:5432/pen, postgresql://u:p@r2/pen/', REPLICA_MAX_LAG_MS: '8000' });
    expect(s).toMatchObject({ databaseReplicaUrls: ['postgres://r1:5432/pen', 'postgresql://u:p@r2/pen'], replicaMaxLagMs: 8000, replicaStickyMs: 8000 });
    expect(() => loadSettings({ ...base(), DATABASE_REPLICA_URLS: 'mysql://r1/pen' })).toThrow('Invalid setting DATABASE_REPLICA_URLS: "mysql://r1/pen" must start with postgres:// or postgresql://');
    expect(() => loadSettings({ ...base(), DATABASE_REPLICA_URLS: 'postgres://r1/pen,,postgres://r2/pen' })).toThrow('has an empty entry');
    expect(() => loadSettings({ ...base(), REPLICA_MAX_LAG_MS: '3000', REPLICA_STICKY_MS: '2000' })).toThrow('Invalid setting REPLICA_STICKY_MS: 2000 is less than REPLICA_MAX_LAG_MS (3000)');
  });

  it('points crisis help to the app\'s own /crisis page unless CRISIS_RESOURCES_URL is set', () => {
    expect(loadSettings(base()).crisisResourcesUrl).toBe('/crisis');
    expect(loadSettings({ ...base(), CRISIS_RESOURCES_URL: 'https://mieli.fi/en/support-and-help/crisis-helpline/' }).crisisResourcesUrl).toBe('https://mieli.fi/en/support-and-help/crisis-helpline');
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses, CIDR ranges and proxy-addr range names', () => {
    expect(loadSettings(base()).trustProxy).toBe(false);
    expect(loadSettings({ ...base(), TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadSettings({ ...base(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadSettings({ ...base(), TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('reads S3 settings when STORAGE=s3', () => {
    const s = loadSettings({ ...base(), STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:4569/' });
    expect(s.s3).toEqual({ endpoint: 'http://127.0.0.1:4569', region: 'us-east-1', bucket: 'media', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
  });

  it('uses REDIS_URL alone unless REDIS_SENTINELS and REDIS_SENTINEL_NAME are set', () => {
    expect(loadSettings(base()).redisSentinel).toBeUndefined();
    const s = loadSettings({ ...base(), REDIS_SENTINELS: 'sentinel-1:26379, 10.0.0.2:26380,[::1]:26381', REDIS_SENTINEL_NAME: 'pen-primary', REDIS_SENTINEL_PASSWORD: 'pw' });
    expect(s.redisSentinel).toEqual({
      sentinels: [
        { host: 'sentinel-1', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
        { host: '::1', port: 26381 },
      ],
      name: 'pen-primary',
      password: 'pw',
    });
  });
});
