import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  return parsed.publicKey && parsed.privateKey ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : undefined;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise a pair generated
 * once into DATA_DIR. The file is created exclusively ('wx'), so when an API and a worker process
 * start together on a fresh machine they both end up with the first pair written; a changed pair
 * would invalidate every saved subscription.
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
  try {
    writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' });
    return { ...fresh, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...readStored(file)!, subject };
  }
}
