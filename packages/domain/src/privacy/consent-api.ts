import { z } from 'zod/mini';
import { MSG } from '../http/validation';
import { CONSENT_TEXT_VERSION } from './consent';

export { CONSENTS_API } from './paths';

export const CONSENT_MSG = {
  /** The page was built with older texts than the server's: the visitor must see the current ones. */
  staleText: 'errors:consent.staleText',
} as const;

/**
 * POST /api/consents: the visitor's decision on the tracking banner or the settings dialog. The
 * server composes the text shown from the catalog in the request's locale for `textVersion`, so
 * the browser never supplies the wording that is kept as proof; the consent id comes from the
 * consent cookie the server wrote earlier (a change is linked to the earlier decision).
 */
export const consentDecisionSchema = z.strictObject({
  choices: z.strictObject({
    measurement: z.boolean({ error: MSG.invalid }),
    marketing: z.boolean({ error: MSG.invalid }),
  }),
  /** The page the decision was made on: a path of this site, without its query (it may carry ids). */
  sourcePage: z.string({ error: MSG.invalid }).check(z.maxLength(300, { error: MSG.tooLong }), z.regex(/^\/[^?#\s]*$/, { error: MSG.invalid })),
  textVersion: z.string({ error: MSG.invalid }).check(z.maxLength(20, { error: MSG.tooLong })),
});
export type ConsentDecision = z.output<typeof consentDecisionSchema>;

export const consentRecordedSchema = z.strictObject({
  consentId: z.string(),
  choices: z.strictObject({ measurement: z.boolean(), marketing: z.boolean() }),
  withdrawn: z.array(z.string()),
  textVersion: z.string(),
  /** The cookie's value as set by this answer (the browser applies it at once). */
  cookie: z.string(),
});
export type ConsentRecorded = z.output<typeof consentRecordedSchema>;

export const isCurrentTextVersion = (version: string) => version === CONSENT_TEXT_VERSION;
