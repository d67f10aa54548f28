import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_UNREACHABLE } from '@portal/domain/webhooks/events';
import { postWebhook } from '../src/features/webhooks/send';
import { isPrivateAddress, targetProblem } from '../src/features/webhooks/target';

/**
 * Issue 39: webhook targets in production. Every refused range (IPv4 private and special, IPv6
 * loopback, unique-local, link-local, multicast and the forms that carry an IPv4 address), the
 * `localhost.` spellings, with public addresses as controls; and one generic answer in the
 * delivery log whether the address was refused or the name unknown.
 */
const REFUSED: [range: string, address: string][] = [
  ['0.0.0.0/8', '0.1.2.3'], ['10.0.0.0/8', '10.20.30.40'], ['100.64.0.0/10', '100.100.1.1'], ['127.0.0.0/8', '127.0.0.1'],
  ['169.254.0.0/16', '169.254.169.254'], ['172.16.0.0/12', '172.31.255.1'], ['192.0.0.0/24', '192.0.0.8'], ['192.168.0.0/16', '192.168.1.1'],
  ['198.18.0.0/15', '198.19.0.1'], ['224.0.0.0/4', '239.1.1.1'], ['240.0.0.0/4', '255.255.255.255'],
  ['::/128', '::'], ['::1/128', '::1'],
  ['IPv4-compatible ::/96', '::7f00:1'], ['IPv4-compatible ::/96 (public inside)', '::8.8.8.8'], ['IPv4-compatible ::/96', '::a00:1'],
  ['IPv4-mapped ::ffff:0:0/96', '::ffff:127.0.0.1'], ['IPv4-mapped ::ffff:0:0/96 (public inside)', '::ffff:8.8.8.8'], ['IPv4-mapped ::ffff:0:0/96', '::ffff:a9fe:a9fe'],
  ['NAT64 64:ff9b::/96', '64:ff9b::a00:1'], ['6to4 2002::/16', '2002:a00:1::1'], ['6to4 2002::/16 (public inside)', '2002:808:808::1'],
  ['fc00::/7', 'fd12:3456::1'], ['fe80::/10', 'fe80::1'], ['ff00::/8', 'ff02::1'],
];
const PUBLIC = ['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '2606:4700:4700::1111', '2003::1', '::1:0:0:1'];

describe('webhook targets in production', () => {
  it.each(REFUSED)('refuses %s (%s), literal and in a URL', (_range, address) => {
    expect(isPrivateAddress(address)).toBe(true);
    const host = address.includes(':') ? `[${address}]` : address;
    expect(targetProblem(`https://${host}/hook`, true)).toBe('privateTarget');
  });

  it.each(PUBLIC)('allows the public address %s (control)', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
    const host = address.includes(':') ? `[${address}]` : address;
    expect(targetProblem(`https://${host}/hook`, true)).toBeNull();
  });

  it.each(['localhost', 'localhost.', 'LOCALHOST.', 'LocalHost', 'foo.localhost', 'foo.localhost.', 'a.b.LOCALHOST.'])('refuses the name %s', (name) => {
    expect(targetProblem(`https://${name}/hook`, true)).toBe('privateTarget');
    expect(targetProblem(`https://${name}:8443/hook`, true)).toBe('privateTarget');
  });

  it.each(['crm.example.com', 'crm.example.com.', 'localhost.example.com', 'notlocalhost.com', 'localhostfoo.com'])('allows the name %s (control)', (name) => {
    expect(targetProblem(`https://${name}/hook`, true)).toBeNull();
  });

  it('applies none of this outside production', () => {
    expect(targetProblem('http://[::ffff:127.0.0.1]:4000/h', false)).toBeNull();
    expect(targetProblem('http://localhost./h', false)).toBeNull();
  });
});

describe('the delivery log', () => {
  let port: number;
  const server = createServer((_req, res) => res.writeHead(204).end());
  beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => { port = (server.address() as AddressInfo).port; r(); })));
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const send = (url: string, publicOnly: boolean) => postWebhook(url, '{}', {}, { timeoutMs: 5000, publicOnly });

  it('says the same for a refused private address, a refused resolved name, an unknown name and a closed port', async () => {
    const answers = [
      await send(`http://127.0.0.1:${port}/h`, true),
      await send(`http://[::ffff:7f00:1]:${port}/h`, true),
      await send(`http://localhost:${port}/h`, true),
      await send('http://no-such-host.invalid/h', true),
      await send('http://127.0.0.1:9/h', false),
    ];
    for (const a of answers) expect(a).toMatchObject({ ok: false, status: null, excerpt: WEBHOOK_UNREACHABLE });
  });

  it('still delivers to a reachable receiver outside production (control)', async () => {
    expect(await send(`http://127.0.0.1:${port}/h`, false)).toMatchObject({ ok: true, status: 204 });
  });
});
