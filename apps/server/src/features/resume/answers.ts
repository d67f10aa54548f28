import { z } from 'zod';
import { registrationProgressSchema } from '@portal/domain/registration/answers';

/** GET /api/provider/email/{email} */
export const ResumeLinkSentAnswer = z.object({ sent: z.literal(true) })
  .describe('A link to resume the address\'s latest registration was e-mailed (no registration answers 404, a finished one 409).');

/** POST /api/registration/resume: where to continue, never the registration's data. */
export const ResumeTargetAnswer = registrationProgressSchema.describe('The registration the link resumes: its id, status and the funnel step to open.');
