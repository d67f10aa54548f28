import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { DSO_MSG, normalizeDsoCode } from '@portal/domain/registration/dso';
import { findActiveDsoCode } from './store';

/** True when the code is a known, active DSO code (any case, surrounding spaces ignored). */
export async function isValidDsoCode(db: NodePgDatabase, code: string): Promise<boolean> {
  return Boolean(await findActiveDsoCode(db, normalizeDsoCode(code)));
}

/** The verify action: the validated text, or 404 with 'Invalid DSO Discount Code'. */
export async function verifyDsoCode(db: NodePgDatabase, code: string, t: (key: string) => string) {
  if (!(await isValidDsoCode(db, code))) throw new AppError(404, DSO_MSG.invalid);
  return { valid: true, message: t(DSO_MSG.valid) };
}
