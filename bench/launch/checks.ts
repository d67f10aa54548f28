import type { Database } from '../../apps/server/src/db/client';
import type { TestSmtp } from '../../apps/server/test/helpers/smtp';

/** What bench:launch reads from the database and the SMTP sink: connections, seats, receipts, mails. */

export interface ConnectionSample { at: number; total: number; active: number; idleInTransaction: number }

/** pg_stat_activity of the bench's database every `everyMs` (client backends, the sampler's own excluded). */
export function sampleConnections(db: Database, everyMs = 250) {
  const samples: ConnectionSample[] = [];
  const waits = new Map<string, number>();
  // The burst's own waits, apart (the funnel that brings the registrants to checkout has others).
  const phaseWaits = new Map<string, Map<string, number>>();
  let phase = '';
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await db.pool.query(
        `select count(*)::int total, count(*) filter (where state = 'active')::int active, count(*) filter (where state like 'idle in transaction%')::int idle_tx
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples.push({ at: performance.now(), total: rows[0].total, active: rows[0].active, idleInTransaction: rows[0].idle_tx });
      // What the busy connections wait on (a lock, the client, the disk) and in which statement: the next bottleneck.
      const waiting = await db.pool.query<{ what: string }>(
        `select state || ' | ' || coalesce(wait_event_type || '/' || wait_event, 'running') || ' | ' || left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 60) as what
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle'`,
      );
      for (const { what } of waiting.rows) waits.set(what, (waits.get(what) ?? 0) + 1);
      const inPhase = phase && (phaseWaits.get(phase) ?? phaseWaits.set(phase, new Map()).get(phase)!);
      if (inPhase) for (const { what } of waiting.rows) inPhase.set(what, (inPhase.get(what) ?? 0) + 1);
    } catch {
      // A sample missed under load is only a missing point.
    } finally {
      busy = false;
    }
  }, everyMs);
  return {
    samples,
    stop: () => clearInterval(timer),
    /** From now on, waits are also counted under this phase's name ('' to stop). */
    mark: (name: string) => void (phase = name),
    summary: () => {
      const max = (k: keyof ConnectionSample) => Math.max(0, ...samples.map((s) => s[k]));
      const mean = (k: keyof ConnectionSample) => (samples.length ? samples.reduce((a, s) => a + s[k], 0) / samples.length : 0);
      const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([what, n]) => ({ what, samples: n }));
      const topWaitsByPhase = Object.fromEntries([...phaseWaits].map(([name, m]) => [name, top(m)]));
      return { samples: samples.length, maxTotal: max('total'), meanTotal: round(mean('total')), maxActive: max('active'), meanActive: round(mean('active')), maxIdleInTransaction: max('idleInTransaction'), topWaits: top(waits), topWaitsByPhase };
    },
  };
}

export async function seats(db: Database, offeringId: string) {
  const q = async (sql: string) => (await db.pool.query(sql, [offeringId])).rows[0];
  const o = await q('select seats_capacity::int capacity, seats_taken::int taken from offerings where id = $1');
  const regs = (await q('select count(*)::int n from registrations where offering_id = $1')).n as number;
  const team = (await q('select count(*)::int n from team_members t join registrations r on r.id = t.registration_id where r.offering_id = $1')).n as number;
  const people = regs + team;
  return { capacity: o.capacity as number, seatsTaken: o.taken as number, registrations: regs, teamMembers: team, oversold: people > o.capacity || o.taken > o.capacity, countMatches: people === o.taken };
}

/** Payment receipts: per series, numbers 1..max each once; one per paid order. */
export async function receipts(db: Database) {
  const { rows } = await db.pool.query<{ number: string }>(`select number from receipts where kind = 'payment' order by number`);
  const paidOrders = (await db.pool.query(`select count(*)::int n from orders where status = 'paid'`)).rows[0].n as number;
  const bySeries = new Map<string, number[]>();
  for (const { number } of rows) {
    const m = /^(.*)-(\d+)$/.exec(number)!;
    bySeries.set(m[1], [...(bySeries.get(m[1]) ?? []), Number(m[2])]);
  }
  let gaps = 0;
  let duplicates = 0;
  for (const values of bySeries.values()) {
    const seen = new Set(values);
    duplicates += values.length - seen.size;
    for (let v = 1; v <= Math.max(...values); v++) if (!seen.has(v)) gaps += 1;
  }
  return { issued: rows.length, first: rows[0]?.number ?? null, last: rows.at(-1)?.number ?? null, gaps, duplicates, paidOrders, onePerPaidOrder: rows.length === paidOrders };
}

/** Waits (bounded) for the outbox to have nothing left to send; the ms it took, or null past the bound. */
export async function waitForMailQueue(db: Database, boundMs: number): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    const left = (await db.pool.query(`select count(*)::int n from outbox where sent_at is null and dead_at is null`)).rows[0].n;
    if (left === 0) return performance.now() - started;
    if (performance.now() - started > boundMs) return null;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Each paid registration's confirmation, once; every outbox row sent and received by the sink exactly once. */
export async function mails(db: Database, smtp: TestSmtp) {
  const { rows } = await db.pool.query<{ to: string; subject: string; sent: boolean; dead: boolean }>(
    `select "to", subject, sent_at is not null sent, dead_at is not null dead from outbox`,
  );
  const paid = (await db.pool.query<{ email: string }>(`select r.email from registrations r where exists (select 1 from orders o where o.registration_id = r.id and o.status = 'paid')`)).rows;
  const toCount = new Map<string, number>();
  for (const r of rows) toCount.set(r.to, (toCount.get(r.to) ?? 0) + 1);
  const paidWithoutOne = paid.filter((p) => toCount.get(p.email) !== 1).length;
  const key = (to: string, subject: string) => `${to.toLowerCase()}|${subject}`;
  const arrived = new Map<string, number>();
  for (const m of smtp.received) {
    const to = m.to && !Array.isArray(m.to) ? m.to.text : '';
    arrived.set(key(to, m.subject ?? ''), (arrived.get(key(to, m.subject ?? '')) ?? 0) + 1);
  }
  const expected = new Map<string, number>();
  for (const r of rows) expected.set(key(r.to, r.subject), (expected.get(key(r.to, r.subject)) ?? 0) + 1);
  let missing = 0;
  let duplicates = 0;
  for (const [k, n] of expected) {
    const got = arrived.get(k) ?? 0;
    if (got < n) missing += n - got;
    if (got > n) duplicates += got - n;
  }
  const unexpected = [...arrived].filter(([k]) => !expected.has(k)).reduce((a, [, n]) => a + n, 0);
  return {
    queued: rows.length,
    sent: rows.filter((r) => r.sent).length,
    dead: rows.filter((r) => r.dead).length,
    received: smtp.received.length,
    missing,
    duplicates: duplicates + unexpected,
    paidRegistrations: paid.length,
    paidWithoutExactlyOneMail: paidWithoutOne,
  };
}

export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
