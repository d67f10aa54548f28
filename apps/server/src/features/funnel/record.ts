import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { FunnelStep } from '@portal/domain/funnel/steps';
import { registrationStepHistory } from '../../db/schema/funnel';

/**
 * Records that a registration reached these steps, in the caller's transaction (so the history
 * and the change stand or fall together). A step already recorded keeps its first time: two
 * requests reaching it at once write one row (the primary key), whichever commits first.
 */
export async function recordSteps(tx: NodePgDatabase, registrationId: string, steps: readonly FunnelStep[], at?: (step: FunnelStep) => Date): Promise<void> {
  if (!steps.length) return;
  await tx
    .insert(registrationStepHistory)
    .values(steps.map((step) => ({ registrationId, step, ...(at ? { reachedAt: at(step) } : {}) })))
    .onConflictDoNothing();
}
