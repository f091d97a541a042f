import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Settings } from '../config/settings';
import { resolveVapidKeys } from './vapid-keys';

describe('resolveVapidKeys', () => {
  let dataDir: string;
  const settings = (extra: Partial<Settings> = {}) => ({ dataDir, vapidSubject: 'mailto:ops@example.test', ...extra }) as Settings;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'pen-vapid-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a pair once into the data directory, readable by its owner only, and keeps it', () => {
    const first = resolveVapidKeys(settings());
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(resolveVapidKeys(settings())).toEqual(first);
    expect(readdirSync(dataDir)).toEqual(['vapid-keys.json']);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('takes the pair from the settings when both keys are set, writing nothing', () => {
    const keys = resolveVapidKeys(settings({ vapidPublicKey: 'pub', vapidPrivateKey: 'priv' }));
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@example.test' });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'publicKey=abc'],
    ['JSON without the keys', '{}'],
    ['a key missing', '{"publicKey":"BPub"}'],
    ['keys that are not text', '{"publicKey":1,"privateKey":2}'],
  ])('refuses a damaged key file (%s) with a message that says what to do, and leaves the file alone', (_, content) => {
    writeFileSync(join(dataDir, 'vapid-keys.json'), content);
    expect(() => resolveVapidKeys(settings())).toThrow(/vapid-keys\.json is not a VAPID key pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or remove the file/);
    expect(readdirSync(dataDir)).toEqual(['vapid-keys.json']);
    expect(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8')).toBe(content);
  });

  it('lets a key file it cannot read say why, instead of calling it damaged', () => {
    mkdirSync(join(dataDir, 'vapid-keys.json'));
    expect(() => resolveVapidKeys(settings())).toThrow(/EISDIR/);
  });
});
