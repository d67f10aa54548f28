import { z } from 'zod';
import { RECEIPT_KINDS } from '@portal/domain/receipts/receipt';
import { statusSchema, stepSchema } from '@portal/domain/registration/answers';
import { ConfirmationAnswer } from '../completion/answers';

/** POST /api/my-registrations */
export const LinksSentAnswer = z
  .object({ sent: z.literal(true) })
  .describe('Links to every registration of the address were e-mailed, the older links revoked. The same answer when the address is unknown or its hourly limit held the mail back.');

/** GET /api/my-registration/{token}: the domain's `MyRegistrationView` (my-registration/views.ts), as sent. */
export const MyRegistrationAnswer = z
  .object({
    id: z.string(),
    status: statusSchema,
    step: stepSchema,
    continuePath: z.string().nullable().describe('Where the registrant carries on in the funnel; null once complete, cancelled or refunded.'),
    ended: z.enum(['cancelled', 'refunded']).nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    clinId: z.string().nullable().describe('The user ID, once paid.'),
    course: ConfirmationAnswer.shape.course,
    teamMembers: z.array(z.object({ type: z.string(), firstName: z.string(), lastName: z.string() })),
    documents: z.array(z.object({ number: z.string(), kind: z.enum(RECEIPT_KINDS), path: z.string() })).describe('Every receipt (payment) and credit note (refund), oldest first, each a PDF.'),
    tickets: ConfirmationAnswer.shape.tickets,
    certificate: z.object({ certificateUrl: z.string(), letterUrl: z.string() }).nullable().describe('Once attendance is marked: the certificate and the CE attendance letter.'),
  })
  .describe('A registration as its registrant\'s own page shows it (opened from an e-mailed link).');
