import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { DSO_MSG, isWithinValidity, normalizeDsoCode } from '@portal/domain/registration/dso';
import { findActiveDsoCode } from './store';

/**
 * Why a code (any case, surrounding spaces ignored) cannot be used now, as a catalog key, or null
 * when it can: unknown or withdrawn codes are 'invalid'; a known code outside the validity staff
 * set for it says so, so a dentist whose organization's code lapsed knows to ask for a new one.
 */
export async function dsoCodeProblem(db: NodePgDatabase, code: string, at = new Date()): Promise<string | null> {
  const row = await findActiveDsoCode(db, normalizeDsoCode(code));
  if (!row) return DSO_MSG.invalid;
  return isWithinValidity(row, at) ? null : DSO_MSG.notCurrent;
}

/** The verify action: the validated text, or 404 with 'Invalid DSO Discount Code' (or 'not valid at this time'). */
export async function verifyDsoCode(db: NodePgDatabase, code: string, t: (key: string) => string) {
  const problem = await dsoCodeProblem(db, code);
  if (problem) throw new AppError(404, problem);
  return { valid: true, message: t(DSO_MSG.valid) };
}
