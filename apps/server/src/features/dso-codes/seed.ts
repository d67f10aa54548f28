import type { Database } from '../../db/client';
import { dsoCodes } from '../../db/schema/registration';

/** Demo DSO discount codes (upper-case, as stored); the inactive one shows a withdrawn code is refused. */
export const DEMO_DSO_CODES: (typeof dsoCodes.$inferInsert)[] = [
  { code: 'SMILEPARTNERS10', organization: 'Smile Partners Dental Group', discountPercent: 10 },
  { code: 'NORTHDSO15', organization: 'Northern Dental Alliance', discountPercent: 15 },
  { code: 'OLDDSO5', organization: 'Former Dental Network', discountPercent: 5, active: false },
];

export async function seedDsoCodes(db: Database) {
  await db.orm.insert(dsoCodes).values(DEMO_DSO_CODES).onConflictDoNothing({ target: dsoCodes.code });
}
