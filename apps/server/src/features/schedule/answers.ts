import { z } from 'zod';
import { ShownDisclosuresAnswer } from '../disclosures/answers';
import { COURSE_KINDS, MODALITIES, VARIANTS } from '@portal/domain/course/course';
import { SCHEDULE_COUNTRIES } from '@portal/domain/schedule/filters';

/** GET /api/events/: the domain's `ScheduleResponse` (schedule/schedule.ts), as sent. */
const event = z.object({
  id: z.string().describe('The session\'s id: the campaign id to register with.'),
  kind: z.enum(COURSE_KINDS),
  variant: z.enum(VARIANTS),
  audience: z.enum(['gp_ortho', 'pediatric']).describe('Who can attend: general dentists and orthodontists, or pediatric dentists.'),
  modality: z.enum(MODALITIES),
  title: z.string(),
  presenter: z.string(),
  language: z.enum(['en', 'fr']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  timeZone: z.string().describe('The venue\'s IANA time zone.'),
  days: z.int(),
  multiDay: z.boolean(),
  when: z.object({ date: z.string(), time: z.string() }).describe('Date and time in the venue\'s zone, formatted for the request\'s locale.'),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  available: z.boolean().describe('Whether a seat can still be taken (seat counts stay on the server).'),
  registerPath: z.string().describe('The registration page for this session.'),
  disclosures: ShownDisclosuresAnswer,
});

export const ScheduleAnswer = z
  .object({
    events: z.array(event),
    total: z.int().describe('Upcoming sessions before filtering: 0 means "check back later", not "nothing found".'),
    facets: z.object({
      countries: z.array(z.enum(SCHEDULE_COUNTRIES)),
      states: z.array(z.object({ country: z.string(), code: z.string() })),
      cities: z.array(z.object({ country: z.string(), state: z.string().nullable(), city: z.string() })),
    }).describe('The choices the filters offer, from every upcoming session (not only the filtered ones).'),
  })
  .describe('Upcoming live sessions, soonest first, with the filters applied, and the choices each filter offers.')
  .meta({
    examples: [{
      events: [{
        id: 'Cn9DwAy62m_-VXgk9y6L5Q', kind: 'fundamentals', variant: 'standard', audience: 'gp_ortho', modality: 'in_person',
        title: 'Clear-Aligner Fundamentals', presenter: 'Dr. Maya Chen', language: 'en',
        startsAt: '2027-03-13T14:00:00.000Z', endsAt: '2027-03-13T22:00:00.000Z', timeZone: 'America/New_York', days: 1, multiDay: false,
        when: { date: 'Saturday, March 13, 2027', time: '9:00 AM – 5:00 PM EST' },
        venue: 'Pennsylvania Convention Center', address: '1101 Arch Street, Philadelphia, PA 19107', country: 'US', state: 'PA', city: 'Philadelphia',
        available: true, registerPath: '/registration?campaign_id=Cn9DwAy62m_-VXgk9y6L5Q',
        disclosures: [{ kind: 'course', text: 'Clear Aligner Provider Education sells the aligner system this course teaches.', lang: 'en' }],
      }],
      total: 4,
      facets: { countries: ['US', 'CA'], states: [{ country: 'CA', code: 'ON' }, { country: 'US', code: 'PA' }], cities: [{ country: 'US', state: 'PA', city: 'Philadelphia' }, { country: 'CA', state: 'ON', city: 'Toronto' }] },
    }],
  });
