import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../db/client';
import { offerings, type Offering } from '../../db/schema/offerings';
import { isWriteRoute, prependRouteHook } from '../../platform/write-routes';
import { allDisclosures, type AllDisclosures } from '../disclosures/store';

/**
 * The offerings table, read once and kept in this instance's memory for the public reads (the
 * schedule, availability), with what those reads derive from it (formatted schedule pages).
 *
 * Several instances share one database, so a copy must never outlive a change made elsewhere:
 * a trigger announces every committed change on the `offerings_changed` channel (migration 0023)
 * and each instance LISTENs on its own connection and drops its copy when told. While that
 * connection is down (start-up, a database restart) nothing is cached: every read goes to the
 * database, and the connection is retried.
 *
 * Writes never use this copy: seat claims lock the row in their transaction (offerings/store.ts).
 */
export const OFFERINGS_CHANNEL = 'offerings_changed';
const MAX_DERIVED = 1000;
const RETRY_MS = [250, 1000, 5000, 30_000];

export interface OfferingsCache {
  /** Every offering, from memory when this instance is listening for changes. */
  all(): Promise<readonly Offering[]>;
  byId(id: string): Promise<Offering | undefined>;
  /**
   * A value computed from the offerings (a response body, encoded once), kept until the next change or
   * until `expiresAt` (the moment the value would change by itself, such as a session starting).
   * The sessions' disclosures (issue 52) come with them: the public pages show them, and their
   * changes are announced on the same channel (migration 0040).
   */
  derived(key: string, compute: (rows: readonly Offering[], disclosures: AllDisclosures) => { value: Buffer; expiresAt: number }): Promise<Buffer>;
  /** The sessions' disclosures (issue 52), kept and dropped with the offerings. */
  disclosures(): Promise<AllDisclosures>;
  /**
   * The disclosures only if this instance holds them already read, else null: for a caller inside
   * a transaction, which must read them on its own connection instead. Waiting for a read on
   * another connection of the pool while holding one wedges the pool in a burst (issue 28: at a
   * launch every connection was held by a payment waiting for that read).
   */
  keptDisclosures(): AllDisclosures | null;
  /** Resolves when the next change announcement has been applied (tests). */
  nextChange(): Promise<void>;
  /**
   * Resolves when every change committed before the call has been applied: it announces a marker
   * of its own and waits for it, as PostgreSQL delivers announcements in commit order (tests that
   * write to the database directly, then read through the API).
   */
  caughtUp(): Promise<void>;
  /** Drops this instance's copy now (after a write through this instance, before its announcement arrives). */
  drop(): void;
  close(): Promise<void>;
}

export interface CacheOptions {
  /** Tests only: the control run keeps its copy on announcements, to show the staleness they prevent. */
  ignoreChanges?: boolean;
}

export function offeringsCache(db: Database, log: FastifyInstance['log'], opts: CacheOptions = {}): OfferingsCache {
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let rows: Promise<Offering[]> | null = null;
  let byId: Promise<Map<string, Offering>> | null = null;
  let disclosures: Promise<AllDisclosures> | null = null;
  let disclosuresRead: AllDisclosures | null = null;
  const derived = new Map<string, { value: Buffer; expiresAt: number }>();
  let waiters: (() => void)[] = [];
  const markers = new Map<string, () => void>();
  let generation = 0;

  const load = () => db.orm.select().from(offerings);
  const drop = () => {
    generation++;
    rows = null;
    byId = null;
    disclosures = null;
    disclosuresRead = null;
    derived.clear();
  };
  const changed = () => {
    if (!opts.ignoreChanges) drop();
    const done = waiters;
    waiters = [];
    for (const w of done) w();
  };

  const current = (): Promise<Offering[]> => {
    if (!listening) return load();
    // The promise is kept from the start of the read: a change announced while it runs drops it.
    if (rows) return rows;
    const p = load();
    rows = p;
    p.catch(() => { if (rows === p) rows = null; });
    return p;
  };

  const currentDisclosures = (): Promise<AllDisclosures> => {
    if (!listening) return allDisclosures(db.orm);
    if (disclosures) return disclosures;
    const p = allDisclosures(db.orm);
    disclosures = p;
    p.then((read) => { if (disclosures === p) disclosuresRead = read; }, () => { if (disclosures === p) disclosures = null; });
    return p;
  };

  async function listen() {
    if (closed) return;
    const c = new pg.Client(db.pool.options);
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== OFFERINGS_CHANNEL) return;
      const marker = msg.payload ? markers.get(msg.payload) : undefined;
      if (marker) {
        markers.delete(msg.payload!);
        return marker();
      }
      changed();
    });
    c.on('error', (err) => {
      log.warn({ err }, 'offerings cache: change listener failed; reading from the database until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${OFFERINGS_CHANNEL}`);
      // Whatever changed while not listening is unknown: start from the database.
      drop();
      listening = true;
      attempt = 0;
    } catch (err) {
      log.warn({ err }, 'offerings cache: cannot listen for changes; retrying');
      lost(c);
    }
  }

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = undefined;
    listening = false;
    drop();
    c.end().catch(() => {});
    if (closed) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    setTimeout(() => void listen(), delay).unref();
  }

  const ready = listen();

  return {
    all: current,
    byId: async (id) => {
      if (!listening) return (await load()).find((o) => o.id === id);
      if (!byId) {
        const p = current().then((list) => new Map(list.map((o) => [o.id, o])));
        byId = p;
        p.catch(() => { if (byId === p) byId = null; });
      }
      return (await byId).get(id);
    },
    async derived(key, compute) {
      const now = Date.now();
      const hit = derived.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const gen = generation;
      const [list, book] = await Promise.all([current(), currentDisclosures()]);
      const entry = compute(list, book);
      // Kept only if no change was announced while it was computed.
      if (listening && gen === generation) {
        if (derived.size >= MAX_DERIVED) derived.clear();
        derived.set(key, entry);
      }
      return entry.value;
    },
    disclosures: currentDisclosures,
    keptDisclosures: () => (listening ? disclosuresRead : null),
    nextChange: () => new Promise<void>((resolve) => waiters.push(resolve)),
    async caughtUp() {
      await ready;
      if (!listening) return;
      const marker = randomUUID();
      const seen = new Promise<void>((resolve) => markers.set(marker, resolve));
      await db.pool.query('select pg_notify($1, $2)', [OFFERINGS_CHANNEL, marker]);
      await seen;
    },
    drop,
    async close() {
      closed = true;
      await ready;
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => {});
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    offerings: OfferingsCache;
  }
}

/** Decorates the app with its offerings cache, closed with the app. */
export default fp(async function offeringsCachePlugin(app: FastifyInstance, opts: CacheOptions) {
  const cache = offeringsCache(app.db, app.log, opts);
  app.decorate('offerings', cache);
  // A write through this instance may have changed an offering: its own next read must see it,
  // without waiting for the database's announcement to come back. Only on routes that write, so
  // the reads this cache serves run no onSend hook at all.
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) prependRouteHook(route, 'onSend', (_req, _reply, payload, done) => {
      cache.drop();
      done(null, payload);
    });
  });
  app.addHook('onClose', () => cache.close());
}, { name: 'offerings-cache' });
