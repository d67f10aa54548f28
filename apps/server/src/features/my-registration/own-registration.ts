import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { endedState } from '@portal/domain/registration/ended';
import { registrations, type RegistrationRow } from '../../db/schema/registration';

/** Refusals of a registrant's own changes (issue 42), with texts in the my-registration catalog. */
export const CHANGE_MSG = {
  tooLate: 'my-registration:errors.tooLate',
  ended: 'my-registration:errors.ended',
  notAnOption: 'my-registration:errors.notAnOption',
  sessionFull: 'my-registration:errors.sessionFull',
  teamShrinks: 'my-registration:errors.teamShrinks',
  teamTooLarge: 'my-registration:errors.teamTooLarge',
  teamSoldOut: 'my-registration:errors.teamSoldOut',
  paymentNeeded: 'my-registration:errors.paymentNeeded',
  dearerRefused: 'my-registration:errors.dearerRefused',
  holdLapsed: 'my-registration:errors.holdLapsed',
  differenceChanged: 'my-registration:errors.differenceChanged',
  nothingDue: 'my-registration:errors.nothingDue',
} as const;

/**
 * The registration a change acts on, its row locked until the change commits (so a staff refund or
 * cancellation waits for it, or it for them). An erased registration is no one's any more: the
 * link's answer; an ended one (cancelled, refunded in full) changes no more.
 * `lock: false` exists only for race tests' control runs.
 */
export async function lockOwnRegistration(tx: NodePgDatabase, id: string, opts: { lock?: boolean } = {}): Promise<RegistrationRow> {
  const query = tx.select().from(registrations).where(eq(registrations.id, id));
  const [row] = (opts.lock ?? true) ? await query.for('update') : await query;
  if (!row || row.anonymisedAt) throw new AppError(410, 'my-registration:linkInvalid');
  if (endedState(row)) throw new AppError(409, CHANGE_MSG.ended);
  return row;
}
