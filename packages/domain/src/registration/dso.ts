import { z } from 'zod';
import { MSG } from '../http/validation';

/** DSO discount codes are stored upper-case: people type them in any case, with stray spaces. */
export const normalizeDsoCode = (code: string) => code.trim().toUpperCase();

export const DSO_MSG = {
  valid: 'registration:dso.valid',
  invalid: 'registration:dso.invalid',
  /** A known, active code outside the validity staff set for it (not yet, or no longer). */
  notCurrent: 'registration:dso.notCurrent',
} as const;

/** Whether `at` falls inside a code's validity; either end may be open (null), both ends included. */
export function isWithinValidity(v: { validFrom: Date | null; validUntil: Date | null }, at: Date): boolean {
  if (v.validFrom && at < v.validFrom) return false;
  if (v.validUntil && at > v.validUntil) return false;
  return true;
}

/** POST /api/dso-codes/verify. */
export const DsoVerifySchema = z.object({
  code: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40, { error: DSO_MSG.invalid }),
});
export type DsoVerifyInput = z.infer<typeof DsoVerifySchema>;
