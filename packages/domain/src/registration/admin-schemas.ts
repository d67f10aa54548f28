import { z } from 'zod';
import { MSG, publicId } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';
import { STATUSES } from './status';

/** The back office's registration search (GET /api/admin/registrations): every filter optional. */
export const RegistrationSearchSchema = ListQuerySchema.extend({
  /** Part of a name or e-mail, or a whole ClinID. */
  q: z.string().trim().max(200).optional(),
  offeringId: publicId().optional(),
  status: z.enum(STATUSES, { error: MSG.invalid }).optional(),
  /** Registered on or after this day / up to the end of this day (UTC). */
  from: z.iso.date({ error: MSG.invalid }).optional(),
  to: z.iso.date({ error: MSG.invalid }).optional(),
});
export type RegistrationSearch = z.infer<typeof RegistrationSearchSchema>;

export const RegistrationIdParamsSchema = z.object({ id: publicId() });
