import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/client';
import { CA } from './helpers/lead-fixtures';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './helpers/otlp-receiver';
import { startServerProcess, type ProcessOptions, type ServerProcess } from './helpers/server-process';
import { freePort, testSmtp, type TestSmtp } from './helpers/smtp';
import { createTestDatabase } from './helpers/test-app';

/**
 * OpenTelemetry end to end: real portal processes (the compiled bundle as `npm run serve` starts
 * it, and the sources through tsx as in development) export to a real OTLP/HTTP receiver. A
 * request's trace holds its server span (Fastify's, named after the route) and the pg queries
 * (pg imported from ES modules: see tracing.ts); the mail job queued by a contact
 * form is sent in the same trace; a 500's reference is its trace id, and the log lines carry it.
 * Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is exported, even with the SDK's other variables set:
 * the control is the run with it, on the same receiver.
 */
let smtp: TestSmtp;
let database: { url: string; drop(): Promise<void> };
let db: Database;
let receiver: OtlpReceiver;
beforeAll(async () => {
  smtp = await testSmtp();
  database = await createTestDatabase();
  db = connect(database.url, 2);
  receiver = await startOtlpReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await smtp.stop();
  await db.close();
  await database.drop();
});

const BUNDLE: ProcessOptions = { nodeArgs: ['--import', './apps/server/dist/tracing-preload.js'] };
const SOURCES: ProcessOptions = { nodeArgs: ['--import', 'tsx', '--import', './apps/server/src/tracing-preload.ts'], script: 'apps/server/src/main.ts' };

function env(extra: Record<string, string>) {
  return { DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '0.5', LEADS_NOTIFY_EMAIL: 'leads@example.com', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000000', SHUTDOWN_DRAIN_MS: '0', ...extra };
}

async function contactForm(base: string) {
  const first = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1];
  return fetch(`${base}/api/contact-us/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify(CA()),
  });
}

const isPg = (s: ReceivedSpan) => s.attributes['db.system'] === 'postgresql' || s.attributes['db.system.name'] === 'postgresql';
const status = (s: ReceivedSpan) => s.attributes['http.response.status_code'] ?? s.attributes['http.status_code'];
/** The server spans (kind SERVER) of the requests to `route` answered with `code`. */
function serverSpans(route: string, code: number) {
  return receiver.spans.filter((s) => s.kind === 2 && s.attributes['http.route'] === route && status(s) === code);
}
const inTrace = (traceId: string) => receiver.spans.filter((s) => s.traceId === traceId);
const before = (spans: ReceivedSpan[], n: number) => spans.slice(n);

/** Whether `span` descends from `ancestor` within `trace`. */
function below(trace: ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  for (let s: ReceivedSpan | undefined = span; s; s = trace.find((p) => p.spanId === s!.parentSpanId)) if (s.parentSpanId === ancestor.spanId) return true;
  return false;
}

/**
 * The request's trace: one server span, Fastify's (@fastify/otel: kind SERVER, named after the
 * route, with the route and the status), and pg queries below it.
 */
function expectRequestTrace(route: string, code: number, since: number, method: string) {
  const servers = before(receiver.spans, since).filter((s) => s.kind === 2 && s.attributes['http.route'] === route && status(s) === code);
  expect(servers).toHaveLength(1);
  const server = servers[0];
  expect(server.service).toBe('provider-portal');
  expect(server.name).toBe(`${method} ${route}`);
  expect(server.attributes['fastify.root']).toBe('@fastify/otel');
  expect(server.parentSpanId).toBe('');
  const trace = inTrace(server.traceId);
  // One server span per request (no second one from the HTTP instrumentation).
  expect(trace.filter((s) => s.kind === 2)).toHaveLength(1);
  const queries = trace.filter(isPg);
  expect(queries.length, trace.map((s) => s.name).join(', ')).toBeGreaterThan(0);
  expect(queries.every((q) => below(trace, q, server))).toBe(true);
  return { server, trace, queries };
}

describe.each([
  ['the compiled bundle', BUNDLE, '200'],
  // A long batch delay: these spans reach the receiver only because SIGTERM flushes them.
  ['the sources through tsx', SOURCES, '600000'],
])('tracing on, %s', (_, options, batchDelay) => {
  let portal: ServerProcess;
  let base = '';
  const since = { spans: 0, mails: 0 };
  beforeAll(async () => {
    since.spans = receiver.spans.length;
    since.mails = smtp.received.length;
    portal = await startServerProcess(await freePort(), env({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: batchDelay }), options);
    base = `http://127.0.0.1:${portal.port}`;
  }, 120_000);
  afterAll(async () => {
    if (portal && portal.child.exitCode === null) await portal.stop();
  });

  it('exports a trace per request with its route and its pg queries, and a queued mail is sent in the same trace', async () => {
    const events = await fetch(`${base}/api/events/`);
    expect(events.status).toBe(200);
    const form = await contactForm(base);
    expect(form.status, await form.clone().text()).toBeLessThan(300);
    await expect.poll(() => smtp.received.length - since.mails, { timeout: 20_000 }).toBeGreaterThan(0);

    if (batchDelay !== '200') {
      // Nothing exported yet (the batch waits): the stop must flush it.
      expect(before(receiver.spans, since.spans)).toHaveLength(0);
      expect(await portal.stop()).toBe(0);
      expect(portal.output.join('')).toContain('Stopped cleanly');
    }
    await expect.poll(() => serverSpans('/api/contact-us/', 200).concat(serverSpans('/api/contact-us/', 201)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => before(receiver.spans, since.spans).filter((s) => s.name === 'mail send').length, { timeout: 20_000 }).toBeGreaterThan(0);

    const read = expectRequestTrace('/api/events/', 200, since.spans, 'GET');
    const formStatus = form.status;
    const lead = expectRequestTrace('/api/contact-us/', formStatus, since.spans, 'POST');
    // The mail job continues the form's trace, and the send's own queries are in it.
    const send = lead.trace.filter((s) => s.name === 'mail send');
    expect(send).toHaveLength(1);
    expect(lead.trace.some((s) => isPg(s) && s.parentSpanId === send[0].spanId)).toBe(true);
    expect(read.server.traceId).not.toBe(lead.server.traceId);
    // Health checks are not traced; nor are queries outside requests and jobs (pg-boss polling).
    expect(before(receiver.spans, since.spans).filter((s) => s.attributes['http.route'] === '/readyz')).toHaveLength(0);
    // The request's log line carries its trace id.
    await expect.poll(() => portal.output.join(''), { timeout: 5_000 }).toContain(`"trace_id":"${read.server.traceId}"`);
  }, 90_000);

  if (batchDelay === '200') it('continues the trace of a caller that sends a traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${base}/api/csrf`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(200);
    await expect.poll(() => inTrace(traceId).filter((s) => s.kind === 2).map((s) => [s.name, s.parentSpanId]), { timeout: 20_000 }).toEqual([['GET /api/csrf', '00f067aa0ba902b7']]);
  }, 30_000);

  if (batchDelay === '200') it('answers a 500 whose reference is the trace id, also in the error log line', async () => {
    await db.pool.query('alter table leads rename to leads_away');
    try {
      const res = await contactForm(base);
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: string; reference: string };
      expect(Object.keys(body).sort()).toEqual(['error', 'reference']);
      expect(body.reference).toMatch(/^[0-9a-f]{32}$/);
      await expect.poll(() => serverSpans('/api/contact-us/', 500).map((s) => s.traceId), { timeout: 20_000 }).toEqual([body.reference]);
      await expect.poll(() => portal.output.join('').split('\n').some((l) => l.includes('unexpected error') && l.includes(`"trace_id":"${body.reference}"`)), { timeout: 5_000 }).toBe(true);
    } finally {
      await db.pool.query('alter table leads_away rename to leads');
    }
  }, 60_000);
});

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('exports nothing and starts no SDK, though the SDK\'s own variables point at the receiver; the 500 reference is the request id', async () => {
    const posts = receiver.posts;
    const portal = await startServerProcess(await freePort(), env({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`, OTEL_BSP_SCHEDULE_DELAY: '50' }), BUNDLE);
    const base = `http://127.0.0.1:${portal.port}`;
    try {
      expect((await fetch(`${base}/api/events/`)).status).toBe(200);
      const mails = smtp.received.length;
      expect((await contactForm(base)).status).toBeLessThan(300);
      await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThan(mails);
      await db.pool.query('alter table leads rename to leads_away');
      let reference = '';
      try {
        const res = await contactForm(base);
        expect(res.status).toBe(500);
        reference = ((await res.json()) as { reference: string }).reference;
      } finally {
        await db.pool.query('alter table leads_away rename to leads');
      }
      // The request id (a 128-bit base64url id), found in the error's log line.
      expect(reference).toMatch(/^[A-Za-z0-9_-]{22}$/);
      await expect.poll(() => portal.output.join('').split('\n').some((l) => l.includes('unexpected error') && l.includes(reference)), { timeout: 5_000 }).toBe(true);
    } finally {
      expect(await portal.stop()).toBe(0);
    }
    // Stopped: a running SDK would have flushed on the way out.
    expect(receiver.posts).toBe(posts);
    expect(portal.output.join('')).not.toContain('trace_id');
  }, 90_000);
});
