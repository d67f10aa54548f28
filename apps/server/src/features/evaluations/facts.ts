import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { certificateWaits, courseKeyOf, evaluationState, type EvaluationState } from '@portal/domain/ce-records/evaluation';
import { endedState } from '@portal/domain/registration/ended';
import type { Offering } from '../../db/schema/offerings';
import { registrations, type RegistrationRow } from '../../db/schema/registration';
import { attendedOf, courseForm, type CourseForm } from './store';

export interface RegistrationEvaluation {
  state: EvaluationState;
  /** The session attended (null before attendance). */
  session: Offering | null;
  /** The attended course's form (null before attendance). */
  form: CourseForm | null;
  answeredAt: Date | null;
}

/** Where a registration stands with its evaluation, by the domain's rule (evaluationState), read now. */
export async function registrationEvaluation(db: NodePgDatabase, row: Pick<RegistrationRow, 'id' | 'cancelledAt' | 'refundedAt'>, now = new Date()): Promise<RegistrationEvaluation> {
  const { session, answeredAt } = await attendedOf(db, row.id);
  const started = !!session && (session.startsAt === null || session.startsAt.getTime() <= now.getTime());
  const state = evaluationState({ ended: endedState(row), attendance: session && { offeringId: session.id }, started, answered: answeredAt !== null });
  return { state, session, form: session ? await courseForm(db, courseKeyOf(session)) : null, answeredAt };
}

/**
 * Whether the registration's certificate and letter wait for its evaluation: staff chose so for the
 * course attended, and the evaluation is asked and not answered (domain certificateWaits). The
 * certificate files' route refuses them meanwhile (409), whichever page links to them.
 */
export async function certificateHeld(db: NodePgDatabase, registrationId: string): Promise<boolean> {
  const [row] = await db.select({ id: registrations.id, cancelledAt: registrations.cancelledAt, refundedAt: registrations.refundedAt }).from(registrations).where(eq(registrations.id, registrationId));
  if (!row) return false;
  const e = await registrationEvaluation(db, row);
  return !!e.form && certificateWaits(e.form, e.state);
}
