import { z } from 'zod';
import { ShownDisclosuresAnswer } from '../disclosures/answers';
import { COURSE_TYPES, MODALITIES, VARIANTS } from '@portal/domain/course/course';
import { registrationProgressSchema } from '@portal/domain/registration/answers';

/** GET /api/availability/{campaignId} (spec section 3 'Availability'), and its defaults without an id. */
const availability = z.object({
  availability: z.boolean().describe('Whether a seat can be taken now.'),
  team_seat_amount: z.int().describe('Team seats one registration may take.'),
  title: z.string(),
  course_type: z.enum(COURSE_TYPES).optional(),
  variant: z.enum(VARIANTS).optional(),
  modality: z.enum(MODALITIES).optional(),
  held_until: z.iso.datetime().optional().describe('With ?hold=: until when the seat offered from the waiting list is held for the reader.'),
  disclosures: ShownDisclosuresAnswer.optional(),
});

export const DefaultAvailabilityAnswer = availability.describe('The defaults when no session is given: no availability, no team seats, no title.');

export const AvailabilityAnswer = availability
  .describe('The session\'s seat availability, its title in the request\'s locale and what the form needs to pick its questions.')
  .meta({
    examples: [
      { availability: true, team_seat_amount: 3, title: 'Clear-Aligner Fundamentals', course_type: 'live', variant: 'standard', modality: 'in_person' },
    ],
  });

/** GET /api/registration/courses */
export const CoursesAnswer = z
  .array(z.object({ id: z.string(), variant: z.enum(VARIANTS), title: z.string() }))
  .describe('The on-demand courses one can register for (their id is the campaign id to register with).');

/** POST /api/register/ */
export const RegisteredAnswer = registrationProgressSchema
  .describe('The new registration: its id (the capability in the funnel\'s links), its status and the step to open next.')
  .meta({ examples: [{ id: 'q3Vb8XkR2mTz9LwYp0aF4g', status: 'objectives', step: 'objectives' }] });
