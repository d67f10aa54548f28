import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { registrations, type RegistrationRow } from '../../db/schema/registration';
import { AppError } from '@portal/domain/errors/app-error';
import type { Status } from '@portal/domain/registration/status';

/**
 * The registration a funnel page or step works on. A registration staff cancelled or refunded in
 * full answers 410 with a message saying so, on every page and step (its link no longer leads anywhere).
 */
export async function findRegistration(db: NodePgDatabase, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (row?.cancelledAt) throw new AppError(410, 'errors:registrationCancelled');
  if (row?.refundedAt) throw new AppError(410, 'errors:registrationRefunded');
  return row;
}

/** Registrations that have not ended (ended.ts): neither cancelled nor refunded in full. */
export const notEnded = () => and(isNull(registrations.cancelledAt), isNull(registrations.refundedAt))!;

/** Moves the status only if it is still `from`: two tabs or a retried request cannot skip or repeat a step. */
export async function moveStatus(tx: NodePgDatabase, id: string, from: Status, to: Status): Promise<boolean> {
  const rows = await tx
    .update(registrations)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(registrations.id, id), eq(registrations.status, from)))
    .returning({ id: registrations.id });
  return rows.length === 1;
}
