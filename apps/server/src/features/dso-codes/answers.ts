import { z } from 'zod';
import { CODE_STATES } from '@portal/domain/checkout/admin-schemas';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';

/** What the back office's DSO code routes answer (admin-routes.ts), as admin-service.ts builds it. */
const DsoCodeRow = z.object({
  id: z.string(),
  code: z.string(),
  organization: z.string(),
  discountPercent: whole(),
  validFrom: isoInstant().nullable(),
  validUntil: isoInstant().nullable(),
  active: z.boolean(),
  timesUsed: whole(),
  // A DSO code has no use limit, so never 'usedUp'.
  state: z.enum(CODE_STATES).exclude(['usedUp']),
  createdAt: isoInstant(),
});

export const DsoCodeAnswer = DsoCodeRow.describe('The DSO code, `id` being the code');
export const DsoCodeListAnswer = listAnswer(DsoCodeRow, 'One page of DSO codes and how many match');

/** POST /api/dso-codes/verify: an unknown, inactive or expired code is a 404 instead. */
export const DsoCodeValidAnswer = z
  .object({ valid: z.boolean().describe('Always true: an unknown, inactive or expired code is refused with 404.'), message: z.string().describe('The confirmation to show, in the request\'s locale.') })
  .describe('The code is valid: its organisation\'s discount applies at checkout.');
