import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CouponRecord } from '@portal/domain/checkout/coupon';
import type { ConfiguredRates, TaxRate } from '@portal/domain/checkout/tax';
import { coupons, orders, salesTaxRates, type OrderRow } from '../../db/schema/checkout';
import { registrations, teamMembers } from '../../db/schema/registration';

export function findCoupon(db: NodePgDatabase, code: string): Promise<CouponRecord | undefined> {
  return db.select().from(coupons).where(eq(coupons.code, code)).then((rows) => rows[0]);
}

/**
 * Takes one use of a coupon inside the payment's transaction. The conditional update is the
 * lock: concurrent claims of the last use queue on the row and only one finds it still free.
 * `lock: false` exists only for the race test's control run: it reads, decides in JavaScript
 * and writes the value it read plus one, the classic lost update that lets a code be used twice.
 */
export async function claimCoupon(tx: NodePgDatabase, code: string, opts: { lock: boolean } = { lock: true }): Promise<boolean> {
  if (opts.lock) {
    const claimed = await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
      .where(
        and(
          eq(coupons.code, code),
          eq(coupons.active, true),
          sql`${coupons.timesUsed} < case when ${coupons.singleUse} then 1 else coalesce(${coupons.maxUses}, 2147483647) end`,
        ),
      )
      .returning({ code: coupons.code });
    return claimed.length === 1;
  }
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code));
  const allowed = row?.singleUse ? 1 : row?.maxUses ?? Number.MAX_SAFE_INTEGER;
  if (!row || !row.active || row.timesUsed >= allowed) return false;
  await tx.update(coupons).set({ timesUsed: row.timesUsed + 1 }).where(eq(coupons.code, code));
  return true;
}

/** US state and Puerto Rico rates, by region. */
export async function configuredRates(db: NodePgDatabase): Promise<ConfiguredRates> {
  const rows = await db.select().from(salesTaxRates);
  const byRegion: Record<string, TaxRate[]> = {};
  for (const r of rows) (byRegion[r.region] ??= []).push({ code: r.code, rate: r.rate });
  return byRegion;
}

export function teamMembersOf(db: NodePgDatabase, registrationId: string) {
  return db
    .select({ type: teamMembers.type, firstName: teamMembers.firstName, lastName: teamMembers.lastName, email: teamMembers.email })
    .from(teamMembers)
    .where(eq(teamMembers.registrationId, registrationId))
    .orderBy(teamMembers.lastName, teamMembers.firstName);
}

/** Serializes payments of one registration: a second tab waits, then finds it paid. */
export async function lockRegistration(tx: NodePgDatabase, id: string): Promise<boolean> {
  const rows = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id)).for('update');
  return rows.length === 1;
}

/**
 * In one read, what a payment request must know first: the order its idempotency key already made
 * (a retry or a doubled click), and the registration's attempts still waiting on 3-D Secure.
 */
export async function findOrderAndPending(db: NodePgDatabase, idempotencyKey: string, registrationId: string): Promise<{ earlier?: OrderRow; pending: OrderRow[] }> {
  const rows = await db
    .select()
    .from(orders)
    .where(or(eq(orders.idempotencyKey, idempotencyKey), and(eq(orders.registrationId, registrationId), eq(orders.status, 'pending'))));
  return { earlier: rows.find((r) => r.idempotencyKey === idempotencyKey), pending: rows.filter((r) => r.idempotencyKey !== idempotencyKey) };
}

/** Whether the registration was paid through the portal (an order, even of 0 with a full coupon). */
export async function hasPaidOrder(db: NodePgDatabase, registrationId: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.registrationId, registrationId), eq(orders.status, 'paid'))).limit(1);
  return rows.length > 0;
}

export async function insertOrder(tx: NodePgDatabase, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  return row;
}

/** Sets the ClinID once; false when the registration already has one. */
export async function setClinId(tx: NodePgDatabase, registrationId: string, clinId: string): Promise<boolean> {
  const rows = await tx
    .update(registrations)
    .set({ clinId, updatedAt: sql`now()` })
    .where(and(eq(registrations.id, registrationId), isNull(registrations.clinId)))
    .returning({ id: registrations.id });
  return rows.length === 1;
}
