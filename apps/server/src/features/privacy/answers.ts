import { z } from 'zod/mini';
import { consentRecordedSchema } from '@portal/domain/privacy/consent-api';

/** POST /api/consents: the domain's schema, with the document's description. */
export const ConsentRecordedAnswer = consentRecordedSchema.check(z.describe(
  'The decision is recorded: the consent id, the choices, the categories it withdraws, the text version shown and the consent cookie\'s value (also set by this answer).'),
);
