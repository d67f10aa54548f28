import { randomInt } from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { formatClinId } from '@portal/domain/completion/completion';
import { findRegistration } from '../registration/store';
import { setClinId } from './store';

const ATTEMPTS = 8;

/**
 * Gives the registration its user ID (ClinID), unique across registrations. A collision with an
 * existing ID is caught by the unique constraint inside a savepoint (so the payment's transaction
 * survives) and another number is drawn. `draw` is replaceable so a test can force collisions.
 */
export async function assignClinId(tx: NodePgDatabase, registrationId: string, draw: () => string = () => formatClinId(randomInt(0, 100_000_000))): Promise<string> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const candidate = draw();
    try {
      const set = await tx.transaction((sp) => setClinId(sp, registrationId, candidate));
      if (set) return candidate;
      const existing = (await findRegistration(tx, registrationId))?.clinId;
      if (existing) return existing;
      throw new Error('registration vanished while assigning its ClinID');
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`no free ClinID after ${ATTEMPTS} attempts`);
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}
