import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the portal may send webhooks. In production an endpoint must be on the internet: private,
 * loopback, link-local (cloud metadata), CGNAT and multicast addresses are refused, both when the
 * URL is saved (a literal address) and at each connection (the name's resolved address, checked
 * in the socket's own lookup, so a name that later resolves to 10.x is refused too). Tests and
 * development send to local receivers.
 *
 * IPv6 forms that carry an IPv4 address are refused whole, whatever address they carry (issue 39):
 * IPv4-compatible `::/96` (which also holds `::` and `::1`), IPv4-mapped `::ffff:0:0/96`, NAT64
 * `64:ff9b::/96` and 6to4 `2002::/16`; a webhook to the CRM has no reason to use them, and some
 * stacks route them to the embedded (possibly private) IPv4 address.
 */
// Two lists: a BlockList judges an IPv4 address against its IPv6 rules too, as IPv4-mapped, so in
// one list `::ffff:0:0/96` refused every IPv4 address, public ones included.
const blockedV4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blockedV4.addSubnet(net, bits, 'ipv4');
const blockedV6 = new BlockList();
for (const [net, bits] of [['::', 96], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  blockedV6.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return version === 4 ? blockedV4.check(address, 'ipv4') : blockedV6.check(address, 'ipv6');
}

/** localhost and its subdomains, also written fully qualified with a trailing dot (`localhost.`); URL has lower-cased the name. */
const isLocalName = (hostname: string) => {
  const name = hostname.replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

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
  if ((literal && isPrivateAddress(literal)) || isLocalName(u.hostname)) return 'privateTarget';
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
