import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { msg } from '../i18n';

export const ENDPOINT_NOT_HTTPS = msg('endpoint must be an https URL').message;
export const ENDPOINT_NOT_PUSH_SERVICE = msg('endpoint is not a known push service').message;
export const ENDPOINT_UNRESOLVABLE = msg('endpoint host could not be resolved').message;
export const ENDPOINT_NOT_PUBLIC = msg('endpoint must not point to a private or reserved address').message;

export interface PushEndpointPolicy {
  /** Host suffixes a push endpoint may have; `*` allows any host with public addresses. */
  allowedHosts: string[];
  /** Origins of push services in the operator's own network (tests, private deployments): http and any address allowed. */
  privateOrigins: string[];
}

/** Where a push request goes: the URL and the address that was checked, to connect to without a second lookup. */
export interface CheckedEndpoint {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Thrown with one of the ENDPOINT_* messages; `resolution` when the host name did not resolve (may be temporary). */
export class PushEndpointError extends Error {
  constructor(
    message: string,
    readonly resolution = false,
  ) {
    super(message);
    this.name = 'PushEndpointError';
  }
}

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;
const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Only ordinary public unicast addresses: loopback, private, link-local, CGNAT, multicast,
 * unspecified, reserved, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4,
 * Teredo) are all something else in ipaddr.js's ranges.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((suffix) => suffix === '*' || host === suffix || host.endsWith(`.${suffix}`));
}

/**
 * Decides whether the worker may post to this endpoint and to which address. Called when a
 * subscription is saved and again before every delivery, since DNS answers change.
 */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy, resolve: Resolver = systemResolver): Promise<CheckedEndpoint> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointError(ENDPOINT_NOT_HTTPS);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PushEndpointError(ENDPOINT_NOT_HTTPS);
  if (url.username || url.password) throw new PushEndpointError(ENDPOINT_NOT_PUSH_SERVICE);
  const privateOrigin = policy.privateOrigins.includes(url.origin);
  if (!privateOrigin && url.protocol !== 'https:') throw new PushEndpointError(ENDPOINT_NOT_HTTPS);
  // URL keeps IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (!privateOrigin) {
    // Push services are named hosts; an address literal is never one.
    if (isIP(host) !== 0) throw new PushEndpointError(isPublicAddress(host) ? ENDPOINT_NOT_PUSH_SERVICE : ENDPOINT_NOT_PUBLIC);
    if (!hostAllowed(host, policy.allowedHosts)) throw new PushEndpointError(ENDPOINT_NOT_PUSH_SERVICE);
  }
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new PushEndpointError(ENDPOINT_UNRESOLVABLE, true);
    }
    if (addresses.length === 0) throw new PushEndpointError(ENDPOINT_UNRESOLVABLE, true);
  }
  // Every answer must be public: which one a connection would pick is not ours to know.
  if (!privateOrigin && !addresses.every((a) => isPublicAddress(a.address))) throw new PushEndpointError(ENDPOINT_NOT_PUBLIC);
  const [first] = addresses;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
