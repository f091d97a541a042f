import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings, SettingsError } from './settings';

const dir = () => mkdtempSync(join(tmpdir(), 'pen-settings-files-'));

function secretFile(content: string): string {
  const file = join(dir(), 'secret');
  writeFileSync(file, content, { mode: 0o600 });
  return file;
}

function errorOf(env: Record<string, string>): SettingsError {
  try {
    loadSettings({ DATA_DIR: dir(), ...env });
  } catch (err) {
    if (err instanceof SettingsError) return err;
    throw err;
  }
  throw new Error('expected a SettingsError');
}

describe('secrets from files (NAME_FILE, as Compose and Kubernetes secrets provide them)', () => {
  it('reads each of the five secrets from its file, without the trailing newline', () => {
    const jwt = 'j'.repeat(40);
    const s = loadSettings({
      DATA_DIR: dir(),
      JWT_SECRET_FILE: secretFile(`${jwt}\n`),
      VAPID_PUBLIC_KEY: 'BPublicKey',
      VAPID_PRIVATE_KEY_FILE: secretFile('private-key\n'),
      DATABASE_URL_FILE: secretFile('postgres://pen:p%40ss@db:5432/pen\n'),
      SMTP_URL_FILE: secretFile('smtps://mailer:secret@smtp.example.com:465\r\n'),
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY_FILE: secretFile('s3-secret'),
    });
    expect(s.jwtSecret).toBe(jwt);
    expect(s.vapidPrivateKey).toBe('private-key');
    expect(s.databaseUrl).toBe('postgres://pen:p%40ss@db:5432/pen');
    expect(s.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(s.s3?.secretAccessKey).toBe('s3-secret');
  });

  it('a secret from a file is checked like the variable (a short JWT secret is refused)', () => {
    const err = errorOf({ JWT_SECRET_FILE: secretFile('short\n') });
    expect(err.message).toBe('Invalid setting JWT_SECRET: must be at least 32 characters');
  });

  it('refuses a secret set both directly and as a file, naming both', () => {
    const err = errorOf({ DATABASE_URL: 'postgres://a@b/c', DATABASE_URL_FILE: secretFile('postgres://a@b/c\n') });
    expect(err.message).toBe('Invalid setting DATABASE_URL_FILE: DATABASE_URL and DATABASE_URL_FILE are both set; set only one');
  });

  it('refuses a missing or empty file with its path', () => {
    const missing = join(dir(), 'nothing-here');
    expect(errorOf({ SMTP_URL_FILE: missing }).message).toBe(`Invalid setting SMTP_URL_FILE: cannot read ${missing} (ENOENT)`);
    const empty = secretFile('\n');
    expect(errorOf({ JWT_SECRET_FILE: empty }).message).toBe(`Invalid setting JWT_SECRET_FILE: ${empty} is empty`);
  });
});
