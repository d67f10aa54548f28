import { z } from 'zod';
import { MSG, emailField } from '../http/validation';
import { RESUME_TOKEN_PATTERN } from './resume-limits';
import type { Status, Step } from './status';

export const ResumeLookupSchema = z.object({ email: emailField() });
export const ResumeExchangeSchema = z.object({
  token: z.string({ error: MSG.required }).regex(RESUME_TOKEN_PATTERN, { error: 'registration:resume.invalidLink' }),
});

/** Registrations past payment: issue 4 sends these to a 'registration already complete' page. */
export function isRegistrationComplete(status: Status): boolean {
  return status === 'confirmation' || status === 'on_demand_confirmation' || status === 'completed';
}

/** What the resume exchange answers: where to continue, never the registration's data. */
export interface ResumeTarget {
  id: string;
  status: Status;
  step: Step;
}
