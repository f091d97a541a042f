import ipaddr from 'ipaddr.js';

/**
 * The network a per-address limit counts: the IPv4 address (IPv4-mapped IPv6 included), or the
 * /64 of an IPv6 address, since one subscriber is given a whole /64 and could step through its
 * addresses to get a fresh budget with each.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return ip || 'unknown';
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/64`).toString()}/64`;
}
