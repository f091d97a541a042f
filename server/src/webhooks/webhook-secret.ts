import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: `whsec_` and the base64 of 24 random bytes (192 bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * AES-256-GCM for webhook secrets at rest: signing needs the secret itself, and a copy of the
 * database alone must not let anyone forge Pen's messages. The key is derived from
 * MFA_ENCRYPTION_KEY (another purpose string than the authenticator secrets'), so no new setting.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class WebhookSecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = createHash('sha256').update(`pen-webhooks:${keyMaterial}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /** Undefined when sealed under another key (MFA_ENCRYPTION_KEY changed) or damaged. */
  open(sealed: string): string | undefined {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
