import { z } from 'zod';
import { courseViewSchema } from '@portal/domain/checkout/answers';
import { COURSE_TYPES } from '@portal/domain/course/course';
import { statusSchema } from '@portal/domain/registration/answers';
import { ShownDisclosuresAnswer } from '../disclosures/answers';

/** GET /api/confirmation/{id}: the domain's `ConfirmationView` (completion/views.ts), as sent. */
export const ConfirmationAnswer = z
  .object({
    id: z.string(),
    status: statusSchema,
    courseType: z.enum(COURSE_TYPES),
    clinId: z.string().describe('The user ID (ClinID).'),
    limitedPortalView: z.boolean(),
    course: z.object({
      ...courseViewSchema.shape,
      meetingUrl: z.string().nullable(),
      when: z.object({ date: z.string(), time: z.string() }).nullable().describe('A live session\'s date and hours in the venue\'s zone, formatted for the request\'s locale; null on demand.'),
      location: z.string().nullable().describe('Venue, address and city of an in-person session; null otherwise.'),
      calendarPath: z.string().nullable().describe('The session\'s calendar file (live sessions); null on demand.'),
    }),
    disclosures: ShownDisclosuresAnswer,
  })
  .describe('The complete registration\'s user ID and course (the \'All Set!\' page): nothing personal, an id is no proof (the registrant\'s part is GET /api/confirmation/{id}/details).')
  .meta({
    examples: [{
      id: 'q3Vb8XkR2mTz9LwYp0aF4g', status: 'confirmation', courseType: 'live', clinId: 'CLN-04829137',
      limitedPortalView: true,
      course: {
        title: 'Clear-Aligner Fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person',
        startsAt: '2027-03-13T14:00:00.000Z', endsAt: '2027-03-13T22:00:00.000Z', timeZone: 'America/New_York', days: 1,
        venue: 'Pennsylvania Convention Center', address: '1101 Arch Street, Philadelphia, PA 19107', city: 'Philadelphia', state: 'PA', ceHours: 7,
        meetingUrl: null, when: { date: 'Saturday, March 13, 2027', time: '9:00 AM – 5:00 PM EST' },
        location: 'Pennsylvania Convention Center, 1101 Arch Street, Philadelphia, PA 19107',
        calendarPath: '/api/enrolment/q3Vb8XkR2mTz9LwYp0aF4g/calendar.ics',
      },
      disclosures: [{ kind: 'presenter', name: 'Dr. Maya Chen', text: 'Dr. Chen is a paid consultant of Clear Aligner Provider Education.', lang: 'en' }],
    }],
  });

/** GET /api/confirmation/{id}/details: the domain's `ConfirmationDetails`, only to the browser that paid. */
export const ConfirmationDetailsAnswer = z
  .object({
    firstName: z.string(),
    email: z.string(),
    confirmationEmailed: z.boolean().describe('False for a record sold outside the portal (no order, so no confirmation e-mail was sent).'),
    receipt: z.object({ number: z.string(), path: z.string() }).nullable().describe('The payment receipt\'s number and its PDF\'s address; null when the registration was not paid here.'),
    tickets: z.array(z.object({ name: z.string(), qrUrl: z.string(), pdfUrl: z.string() })).describe('A paid live registration\'s door tickets (registrant first, then the team); empty otherwise.'),
  })
  .describe('The registrant\'s own part of the \'All Set!\' page (name, e-mail address, receipt, door tickets), answered only to the browser that just paid (its paid_registration cookie); 403 anywhere else.')
  .meta({
    examples: [{
      firstName: 'Jane', email: 'jane.doe@example.com', confirmationEmailed: true,
      receipt: { number: 'R-2027-000042', path: '/api/confirmation/q3Vb8XkR2mTz9LwYp0aF4g/receipts/R-2027-000042.pdf' },
      tickets: [{ name: 'Jane Doe', qrUrl: '/api/tickets/hT5kQ0pZr8WmXc2bVn7yLw/qr.svg', pdfUrl: '/api/tickets/hT5kQ0pZr8WmXc2bVn7yLw/ticket.pdf' }],
    }],
  });
