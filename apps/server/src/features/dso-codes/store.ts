import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { dsoCodes } from '../../db/schema/registration';

/** The active code with its validity, looked up by its stored (upper-case) form. */
export function findActiveDsoCode(db: NodePgDatabase, code: string) {
  return db
    .select({ code: dsoCodes.code, validFrom: dsoCodes.validFrom, validUntil: dsoCodes.validUntil })
    .from(dsoCodes)
    .where(and(eq(dsoCodes.code, code), eq(dsoCodes.active, true)))
    .then((rows) => rows[0]);
}
