import { randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: `whsec_` and the base64 of 24 random bytes (192 bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}
