import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { nextStatus, stepOf, type Status, type StatusEvent, type Step } from '@portal/domain/registration/status';
import type { RegistrationRow } from '../../db/schema/registration';
import { stepsReached } from '@portal/domain/funnel/recording';
import { emitWebhookEvent } from '../webhooks/emit';
import { recordSteps } from '../funnel/record';
import { findRegistration, moveStatus } from './store';

/**
 * How every funnel step talks to the provider record: load it for a step (404 for unknown ids,
 * 409 when the record is not at that step) and advance it with an event, inside the step's
 * transaction. Steps never write the status themselves.
 */
export async function loadForStep(db: NodePgDatabase, id: string, step: Step): Promise<RegistrationRow> {
  const row = PUBLIC_ID_PATTERN.test(id) ? await findRegistration(db, id) : undefined;
  if (!row) throw new AppError(404, 'errors:notFound');
  if (stepOf(row.status) !== step) throw new AppError(409, 'errors:wrongStep');
  return row;
}

export async function advance(tx: NodePgDatabase, row: Pick<RegistrationRow, 'id' | 'status' | 'courseType'>, event: StatusEvent): Promise<Status> {
  const to = nextStatus(row.status, event, row.courseType);
  if (!to || !(await moveStatus(tx, row.id, row.status, to))) throw new AppError(409, 'errors:wrongStep');
  // The funnel's history (the dashboard), in the same transaction as the move.
  await recordSteps(tx, row.id, stepsReached(row.status, to, event));
  // A funnel step done (objectives, education, quiz); paying and attending have events of their own.
  const step = stepOf(row.status);
  if (event !== 'paid' && event !== 'certified' && stepOf(to) !== step && (step === 'objectives' || step === 'education' || step === 'quiz')) {
    await emitWebhookEvent(tx, 'registration.step_completed', { registrationId: row.id, step, status: to, completedAt: new Date().toISOString() });
  }
  return to;
}
