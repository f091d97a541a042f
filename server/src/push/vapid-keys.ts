import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { Settings } from '../config/settings';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_KEYS = Symbol('VAPID_KEYS');
const FILE = 'vapid-keys.json';

function readStored(file: string): { publicKey: string; privateKey: string } | undefined {
  if (!existsSync(file)) return undefined;
  // A file that cannot be read says so itself (EACCES, EISDIR); one that is read but holds no pair gets this message.
  const text = readFileSync(file, 'utf8');
  let parsed: Partial<VapidKeys> | undefined;
  try {
    parsed = JSON.parse(text) as Partial<VapidKeys>;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed?.publicKey === 'string' && parsed.publicKey && typeof parsed.privateKey === 'string' && parsed.privateKey) {
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }
  throw new Error(`${file} is not a VAPID key pair: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or remove the file to generate a new pair (saved push subscriptions then stop working)`);
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise a pair generated
 * once into DATA_DIR. When an API and a worker process start together on a fresh machine they must
 * both end up with the first pair written (a changed pair would invalidate every saved
 * subscription): the pair is written to a file of this process's own, then hard-linked into place,
 * which fails if the name exists and never shows a file without its content, as an exclusive
 * create ('wx') followed by a write did to a process reading between the two.
 */
export function resolveVapidKeys(settings: Settings): VapidKeys {
  const subject = settings.vapidSubject;
  if (settings.vapidPublicKey && settings.vapidPrivateKey) {
    return { publicKey: settings.vapidPublicKey, privateKey: settings.vapidPrivateKey, subject };
  }
  const file = join(settings.dataDir, FILE);
  const stored = readStored(file);
  if (stored) return { ...stored, subject };
  mkdirSync(settings.dataDir, { recursive: true });
  const fresh = generateVAPIDKeys();
  const own = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(own, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(own, file);
    return { ...fresh, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...readStored(file)!, subject };
  } finally {
    rmSync(own, { force: true });
  }
}
