import { z } from 'zod';
import { emailField } from '../http/validation';

/** POST /api/my-registrations: the "Find my registrations" form. */
export const FindRegistrationsSchema = z.object({ email: emailField() });
export type FindRegistrationsRequest = z.infer<typeof FindRegistrationsSchema>;
