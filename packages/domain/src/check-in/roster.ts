import { z } from 'zod';

/**
 * The session's list as a phone at the door keeps it (issue 43): enough to judge a ticket without
 * network, and nothing a lost phone could let in with. A ticket is named by the SHA-256 of its
 * token (base64url): the phone matches a scanned code by hashing it, and the list holds no token
 * that would open the door or fetch a ticket's PDF. The server and the phone hash with this one
 * function (Web Crypto, in Node 20 as in browsers).
 */
export async function ticketDigest(token: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token.trim())));
  let binary = '';
  for (const byte of hash) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const instant = () => z.iso.datetime();

export const RosterTicketSchema = z.object({
  digest: z.string().describe('SHA-256 of the ticket\'s token, base64url'),
  ticketId: z.string(),
  name: z.string(),
  role: z.string().describe('registrant, or the team member\'s type'),
  valid: z.boolean().describe('false: voided (cancelled, refunded, moved or replaced)'),
  checkedInAt: instant().nullable(),
  checkedInBy: z.string().nullable(),
  flagged: z.boolean().describe('Let in offline on this ticket after it was voided (cancelled during the outage): staff should check'),
});
export type RosterTicket = z.infer<typeof RosterTicketSchema>;

export const CheckInRosterSchema = z
  .object({
    sessionId: z.string(),
    endsAt: instant().nullable().describe('When the phone deletes the list; once past (at readAt), tickets is empty and the phone keeps nothing'),
    readAt: instant().describe('The server\'s time of this read'),
    tickets: z.array(RosterTicketSchema),
  })
  .describe('What a phone keeps to judge tickets offline: each ticket of the session by its token\'s digest, its holder, whether it is valid and checked in')
  .meta({
    examples: [
      {
        sessionId: 'Xk2pQ8nV2pX7mL1bZ4rY9c',
        endsAt: '2027-06-05T21:00:00.000Z',
        readAt: '2027-06-05T12:40:00.000Z',
        tickets: [
          { digest: 'q3Fh0Xo6tH1n2m9p8Qw4Ze7rB5yU1iK3sD6fG9hJ0kL', ticketId: 'Tk5wQ8nV2pX7mL1bZ4rY9c', name: 'Maya Chen', role: 'registrant', valid: true, checkedInAt: null, checkedInBy: null, flagged: false },
        ],
      },
    ],
  });
export type CheckInRoster = z.infer<typeof CheckInRosterSchema>;

/** A list kept on the phone is deleted once its session has ended. */
export const rosterExpired = (roster: Pick<CheckInRoster, 'endsAt'>, now: Date) => roster.endsAt !== null && new Date(roster.endsAt).getTime() <= now.getTime();
