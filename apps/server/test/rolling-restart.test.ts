import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/client';
import { startHaproxy } from './helpers/haproxy';
import { CA } from './helpers/lead-fixtures';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { freePort, testSmtp, type TestSmtp } from './helpers/smtp';
import { createTestDatabase } from './helpers/test-app';

/**
 * A rolling restart under steady load: two real portal processes behind a real HAProxy that
 * health-checks /readyz; each instance in turn gets SIGTERM and is started again while clients
 * keep reading the schedule and sending the contact form (which queues mail). No request may
 * fail, and every mail is sent exactly once. The control run stops instances without the drain
 * and without the balancer's retry, and must see failures: the test can see what it guards.
 */
interface Load {
  ok: number;
  failed: string[];
  leads: number;
  stop(): Promise<void>;
}

let smtp: TestSmtp;
let database: { url: string; drop(): Promise<void> };
let db: Database;
beforeAll(async () => {
  smtp = await testSmtp();
  database = await createTestDatabase();
  db = connect(database.url, 2);
});
afterAll(async () => {
  await smtp.stop();
  await db.close();
  await database.drop();
});

const PACE_MS = 20;

/** Clients in a loop through the balancer: mostly schedule reads, one contact form in five. */
function steadyLoad(base: string, clients: number): Load {
  const load: Load = { ok: 0, failed: [], leads: 0, stop: async () => {} };
  let running = true;
  let sent = 0;
  const client = async (c: number) => {
    const first = await fetch(`${base}/api/csrf`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1];
    const headers = { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` };
    for (let i = 0; running; i += 1) {
      const lead = i % 5 === 4;
      // Each form comes from its own address (X-Forwarded-For): the form's own per-client limit stays out of the way.
      const n = (sent += lead ? 1 : 0);
      const request = lead
        ? fetch(`${base}/api/contact-us/`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': `10.${c}.${n >> 8}.${n & 255}` }, body: JSON.stringify(CA()) })
        : fetch(`${base}/api/events/`);
      try {
        const res = await request;
        if (res.ok) {
          await res.arrayBuffer();
          load.ok += 1;
          if (lead) load.leads += 1;
        } else load.failed.push(`${lead ? 'POST contact-us' : 'GET events'} ${res.status} ${new Date().toISOString().slice(11, 23)} ${(await res.text().catch(() => '')).slice(0, 80)}`);
      } catch (err) {
        load.failed.push(`${lead ? 'POST contact-us' : 'GET events'} ${(err as Error).cause ?? err}`);
      }
      // A steady pace (about 50 requests a second per client), not a flood: the test is about
      // restarts, and a flood on a busy 2-core runner ends in the portal's own "too busy" answers.
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  };
  const all = Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  load.stop = async () => {
    running = false;
    await all;
  };
  return load;
}

async function rollingRestart(options: { drainMs: number; retries: number; afterLoad?: () => Promise<void> }) {
  const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '0.5', TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000', SHUTDOWN_DRAIN_MS: String(options.drainMs), LEADS_NOTIFY_EMAIL: 'leads@example.com' };
  const ports = [await freePort(), await freePort()];
  const instances: ServerProcess[] = await Promise.all(ports.map((p) => startServerProcess(p, env)));
  const balancer = await startHaproxy(await freePort(), ports, { retries: options.retries });
  const load = steadyLoad(balancer.url, 4);
  const exits: (number | null)[] = [];
  const stops: string[] = [];
  try {
    // Each instance in turn: stopped while serving, started again, back in rotation under load.
    for (const i of [0, 1]) {
      await expect.poll(() => load.ok, { timeout: 20_000 }).toBeGreaterThan(50 * (i + 1));
      exits.push(await instances[i].stop());
      stops.push(instances[i].output.join('').match(/Stopped cleanly|Stopped \(not everything[^\n]*/)?.[0] ?? 'no stop message');
      instances[i] = await startServerProcess(ports[i], env);
      // As a rolling deploy does: the next instance stops only once the balancer sends traffic to
      // this one again (on a busy runner its two checks can take longer than the next one's drain).
      await balancer.waitUntilUp(i);
    }
    const before = load.ok;
    await expect.poll(() => load.ok, { timeout: 20_000 }).toBeGreaterThan(before + 100);
    // The load ends; the restarted instances are still up, as after a real deploy.
    await load.stop();
    await options.afterLoad?.();
  } finally {
    await load.stop();
    await balancer.stop();
    await Promise.all(instances.map((s) => s.stop()));
  }
  return { load, exits, stops };
}

describe('a rolling restart behind HAProxy', () => {
  it('loses no request and sends every mail once', async () => {
    // The mail workers give way to requests (a busy gate): under load on a busy runner the queue
    // can trail the contact forms, and what is left when the load ends is sent by the instances
    // running after the restarts, before they are stopped in turn.
    const mailSent = () => expect.poll(async () => (await db.pool.query('select count(*)::int as n from outbox where sent_at is null')).rows[0].n, { timeout: 60_000 }).toBe(0);
    const { load, exits, stops } = await rollingRestart({ drainMs: 4000, retries: 3, afterLoad: mailSent });
    expect(exits).toEqual([0, 0]);
    expect(load.failed).toEqual([]);
    expect(load.leads).toBeGreaterThan(20);
    // Every mail queued (the person's and the staff notice of each lead) is sent, once.
    const { rows } = await db.pool.query<{ to: string; subject: string }>('select "to", subject from outbox');
    expect(rows.length).toBeGreaterThanOrEqual(load.leads);
    await mailSent();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(rows.length);
    const received = smtp.received.map((m) => `${m.to && 'text' in m.to ? m.to.text : ''}|${m.subject}`);
    const expected = rows.map((r) => `${r.to}|${r.subject}`).sort();
    expect(received.sort()).toEqual(expected);
    expect(stops).toEqual(['Stopped cleanly', 'Stopped cleanly']);
    console.log(`Rolling restart: ${load.ok} requests answered, ${load.failed.length} failed, ${load.leads} contact forms, ${rows.length} mails each sent once`);
  }, 180_000);

  it('control run: without the drain and the retry, the same restarts fail requests', async () => {
    const { load } = await rollingRestart({ drainMs: 0, retries: 0 });
    expect(load.failed.length).toBeGreaterThan(0);
    console.log(`Control run: ${load.ok} requests answered, ${load.failed.length} failed`);
  }, 180_000);
});
