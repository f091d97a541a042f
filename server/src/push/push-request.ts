import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { CheckedEndpoint } from './push-endpoint';

// Kept-alive connections to the push services: a fan-out posts many messages to the same host.
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 50 });
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 50 });

export interface PushResponse {
  status: number;
  retryAfter: string | null;
}

/** A lookup that answers the address checked before, so the connection goes where the check looked (no second DNS answer). */
function pinnedLookup(target: CheckedEndpoint): LookupFunction {
  return (_host, options, callback) => {
    const cb = callback as (err: NodeJS.ErrnoException | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;
    if ((options as { all?: boolean }).all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
}

/**
 * Posts one push message to the checked address. Redirects are answers like any other (never
 * followed): a push service has no reason to send one, and following it would reach a host
 * nobody checked. The certificate is still checked against the endpoint's host name.
 */
export function sendPushRequest(
  target: CheckedEndpoint,
  req: { method: string; headers: Record<string, string | number>; body?: Buffer },
  timeoutMs: number,
): Promise<PushResponse> {
  const https = target.url.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: req.method,
        headers: req.headers,
        agent: https ? httpsAgent : httpAgent,
        lookup: pinnedLookup(target),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        // The body is of no use; drain it so the connection can be reused.
        res.resume();
        res.on('error', () => undefined);
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
      },
    );
    request.on('error', reject);
    request.end(req.body);
  });
}
