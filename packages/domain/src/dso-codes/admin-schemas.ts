import { z } from 'zod';
import { booleanFilter, codeField, instant, validityIssue, type CodeState } from '../checkout/admin-schemas';
import { MSG, requiredText } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';

/**
 * DSO discount codes in the back office (issue 10): request bodies and answers of
 * /api/admin/dso-codes, shared by the server and the web forms. A code is accepted at
 * registration while active and inside its validity (either end may be open).
 */
const FIELDS = {
  organization: requiredText(200),
  discountPercent: z.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(100, { error: MSG.invalid }),
  validFrom: instant(),
  validUntil: instant(),
};
export const DsoCodeFieldsSchema = z.object(FIELDS);
export type DsoCodeFields = z.output<typeof DsoCodeFieldsSchema>;

const validityRule = (v: Partial<DsoCodeFields>, ctx: z.RefinementCtx) => {
  const issue = validityIssue(v);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
};

/** POST /api/admin/dso-codes. The registration form takes codes of up to 40 characters. */
export const DsoCodeCreateSchema = z
  .object({ code: codeField(40), ...FIELDS, active: z.boolean({ error: MSG.invalid }).default(true) })
  .superRefine(validityRule);
export type DsoCodeCreate = z.output<typeof DsoCodeCreateSchema>;

/** PATCH /api/admin/dso-codes/:code: only the fields sent change; the code cannot (the same code may be sent). */
export const DsoCodePatchSchema = DsoCodeFieldsSchema.partial().extend({ code: codeField(40).optional() });
export type DsoCodePatch = z.output<typeof DsoCodePatchSchema>;
export const DsoCodeCheckSchema = DsoCodeFieldsSchema.superRefine(validityRule);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GET /api/admin/dso-codes: `q` matches part of the code or the organization; `active` is 'true' or 'false'. */
export const DsoCodeListQuerySchema = ListQuerySchema.extend({
  q: optional(z.string({ error: MSG.invalid }).trim().max(100, { error: MSG.tooLong })),
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
