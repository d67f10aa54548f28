import { z } from 'zod';
import { MAIL_STATES } from '@portal/domain/mail/admin-schemas';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';

/** What the back office's Mail routes answer (admin-routes.ts), as service.ts builds it. */
const Mail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: whole(),
  lastError: z.string().nullable(),
  createdAt: isoInstant(),
  deadAt: isoInstant().nullable(),
});

export const MailAnswer = Mail.describe('The undelivered mail');
export const MailQueuedAgainAnswer = Mail.describe('The mail, back on the queue (`state` waiting)');
export const MailListAnswer = listAnswer(Mail, 'One page of undelivered mail, dead letters first, and how many match');
