import { z } from 'zod';
import { MSG } from '../http/validation';

/** DSO discount codes are stored upper-case: people type them in any case, with stray spaces. */
export const normalizeDsoCode = (code: string) => code.trim().toUpperCase();

export const DSO_MSG = {
  valid: 'registration:dso.valid',
  invalid: 'registration:dso.invalid',
} as const;

/** POST /api/dso-codes/verify. */
export const DsoVerifySchema = z.object({
  code: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40, { error: DSO_MSG.invalid }),
});
export type DsoVerifyInput = z.infer<typeof DsoVerifySchema>;
