import { z } from 'zod/mini';
import { booleanFilter, codeField, validityIssue, type CodeState } from '../checkout/admin-schemas';
import { MSG, emptyAsAbsent, instant, intBetween, requiredText } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';

/**
 * DSO discount codes in the back office (issue 10): request bodies and answers of
 * /api/admin/dso-codes, shared by the server and the web forms. A code is accepted at
 * registration while active and inside its validity (either end may be open).
 */
const FIELDS = {
  organization: requiredText(200),
  discountPercent: intBetween(0, 100),
  validFrom: instant(),
  validUntil: instant(),
};
export const DsoCodeFieldsSchema = z.object(FIELDS);
export type DsoCodeFields = z.output<typeof DsoCodeFieldsSchema>;

const validityRule = (v: Partial<DsoCodeFields>, ctx: z.core.$RefinementCtx) => {
  const issue = validityIssue(v);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
};

/** POST /api/admin/dso-codes. The registration form takes codes of up to 40 characters. */
export const DsoCodeCreateSchema = z
  .object({ code: codeField(40), ...FIELDS, active: z._default(z.boolean({ error: MSG.invalid }), true) })
  .check(z.superRefine(validityRule));
export type DsoCodeCreate = z.output<typeof DsoCodeCreateSchema>;

/** PATCH /api/admin/dso-codes/:code: only the fields sent change; the code cannot (the same code may be sent). */
export const DsoCodePatchSchema = z.extend(z.partial(DsoCodeFieldsSchema), { code: z.optional(codeField(40)) });
export type DsoCodePatch = z.output<typeof DsoCodePatchSchema>;
export const DsoCodeCheckSchema = DsoCodeFieldsSchema.check(z.superRefine(validityRule));

/** GET /api/admin/dso-codes: `q` matches part of the code or the organization; `active` is 'true' or 'false'. */
export const DsoCodeListQuerySchema = z.extend(ListQuerySchema, {
  q: emptyAsAbsent(z.string({ error: MSG.invalid }).check(z.trim(), z.maxLength(100, { error: MSG.tooLong }))),
  active: booleanFilter(),
});
export type DsoCodeListQuery = z.output<typeof DsoCodeListQuerySchema>;

/** A DSO code as the back office reads it; `id` is the code (react-admin's record key). */
export interface AdminDsoCode {
  id: string;
  code: string;
  organization: string;
  discountPercent: number;
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
  /** Registrations that entered this code. */
  timesUsed: number;
  state: Exclude<CodeState, 'usedUp'>;
  createdAt: string;
}
