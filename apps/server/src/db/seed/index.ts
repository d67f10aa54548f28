import type { Database } from '../client';
import { seedOfferings } from '../../features/offerings/seed';
import { seedScheduleOfferings } from '../../features/schedule/seed';
import { seedDsoCodes } from '../../features/dso-codes/seed';
import { seedCoupons } from '../../features/checkout/seed';

/**
 * Demo data, loaded on every start. Each seed must be idempotent (insert ... on conflict do
 * nothing, keyed by stable natural keys) so a restart never duplicates or overwrites data.
 */
type Seed = { name: string; run: (db: Database) => Promise<void> };

export const SEEDS: Seed[] = [
  { name: 'offerings', run: seedOfferings },
  { name: 'schedule-offerings', run: seedScheduleOfferings },
  { name: 'dso-codes', run: seedDsoCodes },
  { name: 'coupons', run: seedCoupons },
];

export async function seedDemoData(db: Database): Promise<void> {
  for (const seed of SEEDS) await seed.run(db);
}
