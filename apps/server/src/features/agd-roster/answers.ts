import { z } from 'zod';
import { COURSE_TYPES } from '@portal/domain/course/course';
import { fileAnswer } from '../../platform/answers/declare';

/** What the AGD roster routes answer (admin-routes.ts), as service.ts builds it. */
const DueRoster = z.object({
  sessionId: z.string(),
  period: z.string().describe("'' for a live session; the month of completion (2027-03) for the on-demand course"),
  courseType: z.enum(COURSE_TYPES),
  title: z.string(),
  startsAt: z.date().nullable(),
  endedAt: z.date().describe('When the session ended, or the month of completion did'),
  dueAt: z.date().describe('30 days after'),
  daysLeft: z.number().int().describe('Days left until due; negative once overdue'),
  rows: z.number().int().describe('Attendees with a well-formed AGD number: the rows of the CSV'),
  toAsk: z
    .array(z.object({ registrationId: z.string(), name: z.string(), email: z.string(), problem: z.enum(['missing', 'malformed']) }))
    .describe('Attendees whose AGD number is missing or malformed, for staff to ask'),
});

export const DueRostersAnswer = z
  .object({ data: z.array(DueRoster) })
  .describe('The AGD rosters due: sessions ended (on-demand months over) with attendees, not marked sent, the most urgent first')
  .meta({
    examples: [
      {
        data: [
          {
            sessionId: 'Hq3wZ8pLk2VbN5tRy7uE0a', period: '', courseType: 'live', title: 'Clear aligner fundamentals',
            startsAt: '2027-06-05T13:00:00.000Z', endedAt: '2027-06-05T21:00:00.000Z', dueAt: '2027-07-05T21:00:00.000Z', daysLeft: 12, rows: 14,
            toAsk: [{ registrationId: 'Xb7kP2mQ9rT4vW1yZ3aC5d', name: 'Maya Chen', email: 'maya.chen@example.com', problem: 'missing' }],
          },
        ],
      },
    ],
  });

export const RosterSentAnswer = z
  .object({
    offeringId: z.string(),
    period: z.string(),
    sentAt: z.date(),
    sentBy: z.string().describe('The staff member who marked it'),
    alreadySent: z.boolean().describe('True when it was marked before: the first mark is kept'),
  })
  .describe('The roster marked as sent to AGD: when, and by whom (the first mark)')
  .meta({ examples: [{ offeringId: 'Hq3wZ8pLk2VbN5tRy7uE0a', period: '', sentAt: '2027-06-20T15:04:00.000Z', sentBy: 'alex.martin@example.com', alreadySent: false }] });

export const AgdRosterCsv = fileAnswer('text/csv', "The roster in AGD's columns (UTF-8), an attachment named agd-roster-<date or month>-<session>.csv");
