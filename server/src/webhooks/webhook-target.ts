import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type CheckedEndpoint, isPublicAddress } from '../push';
import { msg } from '../i18n';

export const URL_INVALID = msg('url must be an https URL').message;
export const URL_HAS_CREDENTIALS = msg('url must not contain a user name or password').message;
export const URL_UNRESOLVABLE = msg('url host could not be resolved').message;
export const URL_NOT_PUBLIC = msg('url must not point to a private or reserved address').message;

export class WebhookTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;
const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Whether Pen may post to this receiver, and to which address: https to a host whose every
 * address is public (the same rule as web push's endpoints). Called when a webhook is saved and
 * again before every delivery, since DNS answers change; the request then goes to the checked
 * address (no second lookup) and never follows a redirect (push's sendPushRequest).
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS) lets http and any address through.
 */
export async function checkWebhookTarget(raw: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<CheckedEndpoint> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError(URL_INVALID);
  }
  const httpAllowed = allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw new WebhookTargetError(URL_INVALID);
  if (url.username || url.password) throw new WebhookTargetError(URL_HAS_CREDENTIALS);
  // URL keeps IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookTargetError(URL_UNRESOLVABLE);
    }
    if (addresses.length === 0) throw new WebhookTargetError(URL_UNRESOLVABLE);
  }
  // Every answer must be public: which one a connection would pick is not ours to know.
  if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) throw new WebhookTargetError(URL_NOT_PUBLIC);
  const [first] = addresses;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
