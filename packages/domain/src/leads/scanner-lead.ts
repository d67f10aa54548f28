import { z } from 'zod/mini';
import { MSG, PUBLIC_ID_PATTERN } from '../http/validation';
import { checkPerson, isObject, normalizePerson, personFields } from './fields';
import { HONEYPOT_FIELD } from './lead-form';

/**
 * 'Need more info?' on the scanner-trial page (spec sections 2 and 3): who a scanner specialist
 * should call back. The body of POST /api/scanner-trial/leads. `providerId` is the provider
 * record's id when the page is shown for a registration (the campaign page passes it), so the
 * specialist sees which registration the question is about; the plain page sends none.
 */
const scannerLeadFields = z.object(
  {
    ...personFields,
    providerId: z.optional(z.string({ error: MSG.invalid }).check(z.regex(PUBLIC_ID_PATTERN, { error: MSG.invalid }))),
  },
  { error: MSG.invalid },
);
export const scannerLeadSchema = z.pipe(
  scannerLeadFields.check(
    z.superRefine((v, ctx) => checkPerson(v, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })), {
      when: (payload) => isObject(payload.value),
    }),
  ),
  z.transform(({ [HONEYPOT_FIELD]: _honeypot, ...v }: z.output<typeof scannerLeadFields>) => normalizePerson(v)),
);

export type ScannerLeadInput = z.input<typeof scannerLeadSchema>;
export type ScannerLead = z.output<typeof scannerLeadSchema>;
