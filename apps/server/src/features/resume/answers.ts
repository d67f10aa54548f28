import { z } from 'zod';
import { registrationProgressSchema } from '@portal/domain/registration/answers';

/** GET /api/provider/email/{email}: the same answer whether or not the address registered (nothing to probe). */
export const ResumeLinkSentAnswer = z.object({ sent: z.literal(true) })
  .describe('Always { sent: true }: a link to resume is e-mailed when the address has an unfinished registration, and the answer is the same when it has none.');

/** POST /api/registration/resume: where to continue, never the registration's data. */
export const ResumeTargetAnswer = registrationProgressSchema.describe('The registration the link resumes: its id, status and the funnel step to open.');
