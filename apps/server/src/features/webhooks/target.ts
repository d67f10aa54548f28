import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the portal may send webhooks. In production an endpoint must be on the internet: private,
 * loopback, link-local (cloud metadata), CGNAT and multicast addresses are refused, both when the
 * URL is saved (a literal address) and at each connection (the name's resolved address, checked
 * in the socket's own lookup, so a name that later resolves to 10.x is refused too). Tests and
 * development send to local receivers.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['::ffff:0:0', 96], ['64:ff9b::', 96]] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host when it is a literal address (IPv6 without its brackets), else null. */
function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/** Why the URL may not be an endpoint (a catalog key), or null. `production` decides the rules. */
export function targetProblem(url: string, production: boolean): 'httpsRequired' | 'privateTarget' | null {
  if (!production) return null;
  const u = new URL(url);
  if (u.protocol !== 'https:') return 'httpsRequired';
  const literal = literalHost(u);
  if ((literal && isPrivateAddress(literal)) || u.hostname === 'localhost' || u.hostname.endsWith('.localhost')) return 'privateTarget';
  return null;
}

/** A socket lookup that refuses private addresses (production), for node:http(s) requests. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return (callback as (e: Error | null, a: LookupAddress[]) => void)(err, []);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused) {
      const e = Object.assign(new Error(`refused: ${hostname} resolves to a private address`), { code: 'EPRIVATE' });
      return (callback as (e: Error | null, a: LookupAddress[]) => void)(e, []);
    }
    if (options.all) return (callback as (e: Error | null, a: LookupAddress[]) => void)(null, list);
    (callback as (e: Error | null, a: string, f: number) => void)(null, list[0].address, list[0].family);
  });
};
