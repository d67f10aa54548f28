import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { registrations, type RegistrationRow } from '../../db/schema/registration';
import type { Status } from '@portal/domain/registration/status';

export function findRegistration(db: NodePgDatabase, id: string): Promise<RegistrationRow | undefined> {
  return db.select().from(registrations).where(eq(registrations.id, id)).then((rows) => rows[0]);
}

/** Moves the status only if it is still `from`: two tabs or a retried request cannot skip or repeat a step. */
export async function moveStatus(tx: NodePgDatabase, id: string, from: Status, to: Status): Promise<boolean> {
  const rows = await tx
    .update(registrations)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(registrations.id, id), eq(registrations.status, from)))
    .returning({ id: registrations.id });
  return rows.length === 1;
}
