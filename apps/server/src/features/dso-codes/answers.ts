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
