import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/checkout';

/**
 * Demo coupons. WELCOME10 can be used by anyone any number of times; ONETIME100 and
 * ONETIME100CA only once in total (claimed at payment). Keyed by code: a restart adds nothing.
 */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'WELCOME10', percentOff: 10 },
  { code: 'ONETIME100', amountOffCents: 10000, currency: 'USD', singleUse: true },
  { code: 'ONETIME100CA', amountOffCents: 10000, currency: 'CAD', singleUse: true },
  { code: 'SPRING25', percentOff: 25, maxUses: 100, validUntil: new Date('2027-06-30T23:59:59Z') },
  { code: 'EXPIRED20', percentOff: 20, validUntil: new Date('2024-12-31T23:59:59Z') },
];

export async function seedCoupons(db: Database) {
  await db.orm.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing({ target: coupons.code });
}
