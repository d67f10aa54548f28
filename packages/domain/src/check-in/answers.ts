import { z } from 'zod';
import { SCAN_OUTCOMES } from './rules';

/**
 * What the back office's check-in API answers (apps/server/src/features/check-in), as the
 * scanning screen reads it: the counts, a scan's outcome with the person and who checked them in,
 * and the search's ticket holders. The schemas are the OpenAPI document's answers (checked on
 * every answer in development and tests); the web app uses only their types.
 */
const instant = () => z.iso.datetime();
const role = () => z.string().describe('registrant, or the team member\'s type (hygienist, treatment_coordinator, dental_assistant, front_desk, office_manager)');

export const CheckInCountsSchema = z.object({
  checkedIn: z.number().int().describe('Ticket holders checked in'),
  expected: z.number().int().describe('Tickets that admit somebody to the session'),
});
export type CheckInCounts = z.infer<typeof CheckInCountsSchema>;

export const CheckInAnswerSchema = z
  .object({
    outcome: z.enum(SCAN_OUTCOMES).describe('checked_in: now; already: earlier (when and by whom below); wrong_session, voided, unknown: refused'),
    person: z.object({ name: z.string(), role: role() }).nullable().describe('The ticket\'s holder; null for an unknown ticket'),
    checkedInAt: instant().nullable(),
    checkedInBy: z.string().nullable().describe('The name of the staff member who checked them in'),
    counts: CheckInCountsSchema,
  })
  .describe('The scan\'s outcome, the ticket holder and the session\'s counts after it')
  .meta({
    examples: [
      {
        outcome: 'checked_in',
        person: { name: 'Maya Chen', role: 'registrant' },
        checkedInAt: '2027-06-05T12:47:03.000Z',
        checkedInBy: 'Jordan Lee',
        counts: { checkedIn: 18, expected: 42 },
      },
    ],
  });
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

export const TicketHolderSchema = z.object({
  ticketId: z.string().describe('What the manual check-in takes'),
  name: z.string(),
  email: z.string(),
  role: role(),
  state: z.enum(['expected', 'checked_in', 'voided']),
  checkedInAt: instant().nullable(),
  checkedInBy: z.string().nullable(),
});
export type TicketHolder = z.infer<typeof TicketHolderSchema>;

export const TicketHolderSearchSchema = z
  .object({ data: z.array(TicketHolderSchema), counts: CheckInCountsSchema })
  .describe('The session\'s ticket holders whose name or e-mail matches (all of them, up to the limit, without `q`), by name, and the counts')
  .meta({
    examples: [
      {
        data: [
          { ticketId: 'Tk5wQ8nV2pX7mL1bZ4rY9c', name: 'Maya Chen', email: 'maya.chen@brightsmiles.example', role: 'registrant', state: 'checked_in', checkedInAt: '2027-06-05T12:47:03.000Z', checkedInBy: 'Jordan Lee' },
          { ticketId: 'Tk8mR3kW6vQ1nT9pZ2bL5d', name: 'Sam Chen', email: 'sam.chen@brightsmiles.example', role: 'front_desk', state: 'expected', checkedInAt: null, checkedInBy: null },
        ],
        counts: { checkedIn: 18, expected: 42 },
      },
    ],
  });

export const CheckInSummarySchema = CheckInCountsSchema.describe('How many of the session\'s ticket holders are checked in, of those expected').meta({
  examples: [{ checkedIn: 18, expected: 42 }],
});
