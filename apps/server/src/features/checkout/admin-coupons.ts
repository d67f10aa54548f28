import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  CODES_MSG,
  CouponCheckSchema,
  codeState,
  usesAllowedAfter,
  type AdminCoupon,
  type CouponCreate,
  type CouponFields,
  type CouponListQuery,
  type CouponPatch,
} from '@portal/domain/checkout/admin-schemas';
import { usesAllowed } from '@portal/domain/checkout/coupon';
import { AppError } from '@portal/domain/errors/app-error';
import { coupons, type CouponRow } from '../../db/schema/checkout';
import { fieldError, parseOrThrow } from '../registration/parse';
import { writeAudit, type Actor } from '../staff/audit';

/**
 * Coupons in the back office (issue 10): list, read, create, edit, activate and deactivate.
 * Uses are claimed at payment by a conditional update of the coupon's row (store.ts claimCoupon);
 * an edit locks that row first, so a limit is never set below the uses claimed, even while
 * registrants pay. Every write records its audit entry in the same transaction.
 */
const ENTITY = 'coupon';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toAdminCoupon(c: CouponRow, at = new Date()): AdminCoupon {
  const allowed = usesAllowed(c);
  const usesLeft = allowed === null ? null : Math.max(0, allowed - c.timesUsed);
  return {
    id: c.code,
    code: c.code,
    percentOff: c.percentOff,
    amountOffCents: c.amountOffCents,
    currency: c.currency,
    validFrom: iso(c.validFrom),
    validUntil: iso(c.validUntil),
    maxUses: c.maxUses,
    singleUse: c.singleUse,
    active: c.active,
    timesUsed: c.timesUsed,
    usesLeft,
    state: codeState({ ...c, usesLeft }, at),
    createdAt: c.createdAt.toISOString(),
  };
}

/** Newest first. */
export async function listCoupons(db: NodePgDatabase, q: CouponListQuery): Promise<{ data: AdminCoupon[]; total: number }> {
  const where: SQL[] = [];
  if (q.q) where.push(ilike(coupons.code, `%${escapeLike(q.q)}%`));
  if (q.active !== undefined) where.push(eq(coupons.active, q.active));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(coupons).where(filter).orderBy(desc(coupons.createdAt), coupons.code).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(coupons).where(filter),
  ]);
  const now = new Date();
  return { data: rows.map((r) => toAdminCoupon(r, now)), total };
}

export async function getCoupon(db: NodePgDatabase, code: string): Promise<AdminCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new AppError(404, 'errors:notFound');
  return toAdminCoupon(row);
}

/** A coupon's editable fields, in the shape the request schema reads. */
function fieldsOf(c: CouponRow): CouponFields {
  return {
    percentOff: c.percentOff,
    amountOffCents: c.amountOffCents,
    currency: c.currency,
    validFrom: iso(c.validFrom),
    validUntil: iso(c.validUntil),
    maxUses: c.maxUses,
    singleUse: c.singleUse,
  };
}

/** A code's fields as table columns: the ones sent only, validity instants as dates (coupons and DSO codes). */
export function columnsOf<Row>(fields: Record<string, unknown>): Partial<Row> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = (key === 'validFrom' || key === 'validUntil') && value !== null ? new Date(value as string) : value;
  }
  return out as Partial<Row>;
}

export async function createCoupon(db: NodePgDatabase, actor: Actor, input: CouponCreate): Promise<AdminCoupon> {
  const { code, active, ...fields } = input;
  const values = { ...(columnsOf<typeof coupons.$inferInsert>(fields) as typeof coupons.$inferInsert), code, active, timesUsed: 0 };
  return db.transaction(async (tx) => {
    // Two staff creating the same code at once: the second waits on the first's row, then finds it taken.
    const [row] = await tx.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
    if (!row) throw new AppError(409, CODES_MSG.codeTaken, { code });
    const after = toAdminCoupon(row);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: code, action: 'create', after });
    return after;
  });
}

/**
 * Test-only switches: the race test's control run reads the row without locking it, and pauses
 * between the check and the write to let payments in. The HTTP route never passes them.
 */
export interface CouponEditHooks {
  lockRow?: boolean;
  afterCheck?: () => Promise<void>;
}

async function readCoupon(tx: NodePgDatabase, code: string, lock: boolean): Promise<CouponRow> {
  const query = tx.select().from(coupons).where(eq(coupons.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

const same = (key: keyof CouponFields, a: unknown, b: unknown) =>
  (key === 'validFrom' || key === 'validUntil') && typeof a === 'string' && typeof b === 'string' ? Date.parse(a) === Date.parse(b) : a === b;

/**
 * Applies the fields sent. The row is locked first: a payment claiming a use waits until this
 * commits (and then sees the new limit), or this waits for the payment (and then counts its use),
 * so the limit never goes below the uses claimed (409) and no payment that got a use loses it.
 */
export async function updateCoupon(db: NodePgDatabase, actor: Actor, code: string, patch: CouponPatch, hooks: CouponEditHooks = {}): Promise<AdminCoupon> {
  if (patch.code !== undefined && patch.code !== code) throw fieldError('code', CODES_MSG.codeImmutable);
  return db.transaction(async (tx) => {
    const row = await readCoupon(tx, code, hooks.lockRow ?? true);
    const current = fieldsOf(row);
    const sent = Object.fromEntries(Object.entries(patch).filter(([k, v]) => k !== 'code' && v !== undefined)) as Partial<CouponFields>;
    const merged = parseOrThrow(CouponCheckSchema, { ...current, ...sent });
    if (!usesAllowedAfter(merged, row.timesUsed)) throw new AppError(409, CODES_MSG.usesBelowUsed, { used: row.timesUsed });
    await hooks.afterCheck?.();
    const changed = (Object.keys(sent) as (keyof CouponFields)[]).filter((k) => !same(k, sent[k] ?? null, current[k] ?? null));
    if (changed.length === 0) return toAdminCoupon(row);
    const change = columnsOf<typeof coupons.$inferInsert>(Object.fromEntries(changed.map((k) => [k, sent[k] ?? null])));
    const [updated] = await tx.update(coupons).set(change).where(eq(coupons.code, code)).returning();
    await writeAudit(tx, actor, {
      entity: ENTITY,
      entityId: code,
      action: 'update',
      before: Object.fromEntries(changed.map((k) => [k, current[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, fieldsOf(updated)[k] ?? null])),
    });
    return toAdminCoupon(updated);
  });
}

/** Activating an active coupon (or deactivating an inactive one) answers it unchanged and writes nothing. */
export async function setCouponActive(db: NodePgDatabase, actor: Actor, code: string, active: boolean): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await readCoupon(tx, code, true);
    if (row.active === active) return toAdminCoupon(row);
    const [updated] = await tx.update(coupons).set({ active }).where(eq(coupons.code, code)).returning();
    await writeAudit(tx, actor, { entity: ENTITY, entityId: code, action: active ? 'activate' : 'deactivate', before: { active: row.active }, after: { active } });
    return toAdminCoupon(updated);
  });
}
