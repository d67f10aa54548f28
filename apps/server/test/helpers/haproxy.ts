import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './smtp';

/**
 * HAProxy from the system (Debian's `haproxy`), in front of portal instances the way docs/deploy.md
 * sets it up: it sends traffic only to instances whose /readyz answers 200 (checked every 500 ms, each check given 3 s,
 * out after 2 failures, back after 2 successes) and retries a request whose connection to an
 * instance could not be made. `retries: 0` turns the retry off (the control run). Its stats page
 * tells whether it sends traffic to an instance (`waitUntilUp`).
 */
export async function startHaproxy(port: number, backends: number[], options: { retries?: number } = {}) {
  const statsPort = await freePort();
  // Debian installs it in /usr/sbin, which an unprivileged PATH may lack.
  const haproxy = ['haproxy', '/usr/sbin/haproxy'].find((bin) => !spawnSync(bin, ['-v']).error);
  if (!haproxy) throw new Error('HAProxy is needed for this test: on Debian `apt-get install haproxy` (.ci/run installs it).');
  const retries = options.retries ?? 3;
  const config = `
global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 3s
  retries ${retries}
  ${retries > 0 ? 'option redispatch 1' : 'no option redispatch'}
frontend portal
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
${backends.map((p, i) => `  server i${i} 127.0.0.1:${p}`).join('\n')}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn(haproxy, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  child.stderr!.on('data', (b: Buffer) => errors.push(b.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${errors.join('')}`);
    if (Date.now() > deadline) throw new Error(`HAProxy did not answer within 10 s: ${errors.join('')}`);
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** HAProxy's view of instance `index`: UP, DOWN, or a transition such as 'DOWN 1/2' (its CSV stats' status column). */
  const status = async (index: number) => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const header = csv.split('\n')[0].replace(/^# /, '').split(',');
    const row = csv.split('\n').map((line) => line.split(',')).find((cells) => cells[0] === 'instances' && cells[1] === `i${index}`);
    return row?.[header.indexOf('status')] ?? 'unknown';
  };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Resolves once the balancer sends traffic to instance `index` again, as a rolling deploy waits before it stops the next one. */
    waitUntilUp: async (index: number, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const now = await status(index);
        if (now === 'UP') return;
        if (Date.now() > deadline) throw new Error(`HAProxy still sees instance ${index} as ${now} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
