import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { BOSS_SCHEMA } from '../mail/queue';

interface Snapshot {
  queues: { name: string; state: string; n: number; age: number }[] | null;
  mail: Record<string, number> | null;
  payments: Record<string, number> | null;
  webhooks: Record<string, number> | null;
  seats: { id: string; course: string; left: number }[] | null;
}

/**
 * What the whole portal holds, read at each scrape in one statement (every gauge of a scrape
 * agrees): jobs waiting or running per queue and the oldest one's age, mails by state, payments
 * by outcome, webhook deliveries by state, seats left per upcoming published session.
 */
const SNAPSHOT = `
select
  (select json_agg(j) from (select name, state::text, count(*)::int as n, extract(epoch from now() - min(created_on))::float as age
     from ${BOSS_SCHEMA}.job where state in ('created', 'retry', 'active') group by name, state) j) as queues,
  (select json_object_agg(k, n) from (select case when sent_at is not null then 'sent' when dead_at is not null then 'dead'
     when attempts > 0 then 'retrying' else 'queued' end as k, count(*)::int as n from outbox group by 1) m) as mail,
  (select json_object_agg(status, n) from (select status, count(*)::int as n from orders group by status) p) as payments,
  (select json_object_agg(status, n) from (select status, count(*)::int as n from webhook_deliveries group by status) w) as webhooks,
  (select json_agg(s) from (select id, course_type as course, seats_capacity - seats_taken as left
     from offerings where status = 'published' and starts_at > now() order by starts_at limit 200) s) as seats`;

export function registerDatabaseMetrics(registry: Registry, db: Database, log: FastifyBaseLogger) {
  let pending: Promise<Snapshot | null> | null = null;
  // One read per scrape, shared by the gauges collected in it.
  const snapshot = () => {
    pending ??= db.pool
      .query<Snapshot>(SNAPSHOT)
      .then((r) => r.rows[0], (err: Error) => {
        log.warn({ err }, 'metrics: the database figures could not be read');
        return null;
      })
      .finally(() => setImmediate(() => (pending = null)));
    return pending;
  };
  const gauge = <L extends string>(name: string, help: string, labelNames: L[], fill: (g: Gauge<L>, s: Snapshot) => void) =>
    new Gauge<L>({
      name, help, labelNames, registers: [registry],
      async collect() {
        const s = await snapshot();
        this.reset();
        if (s) fill(this, s);
      },
    });

  gauge('portal_queue_jobs', 'Jobs waiting (created, retry) or running (active), per queue', ['queue', 'state'], (g, s) => {
    for (const q of s.queues ?? []) g.set({ queue: q.name, state: q.state }, q.n);
  });
  gauge('portal_queue_oldest_job_age_seconds', 'Age of the oldest job waiting or running, per queue and state', ['queue', 'state'], (g, s) => {
    for (const q of s.queues ?? []) g.set({ queue: q.name, state: q.state }, q.age);
  });
  gauge('portal_mails', 'Mails in the outbox by state: sent, queued, retrying (a send failed), dead (every retry failed)', ['state'], (g, s) => {
    for (const state of ['sent', 'queued', 'retrying', 'dead']) g.set({ state }, s.mail?.[state] ?? 0);
  });
  gauge('portal_payments', 'Orders by outcome: paid, declined, pending', ['outcome'], (g, s) => {
    for (const outcome of ['paid', 'declined', 'pending']) g.set({ outcome }, s.payments?.[outcome] ?? 0);
  });
  gauge('portal_webhook_deliveries', 'Webhook deliveries by state', ['state'], (g, s) => {
    for (const [state, n] of Object.entries(s.webhooks ?? {})) g.set({ state }, n);
  });
  gauge('portal_session_seats_left', 'Seats left in each upcoming published session', ['offering', 'course'], (g, s) => {
    for (const o of s.seats ?? []) g.set({ offering: o.id, course: o.course }, o.left);
  });
}
