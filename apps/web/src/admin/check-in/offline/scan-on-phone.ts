import type { CheckInAnswer } from '@portal/domain/check-in/answers';
import { countsOnPhone, judgeOnPhone } from '@portal/domain/check-in/on-phone';
import { ticketDigest, type CheckInRoster } from '@portal/domain/check-in/roster';
import { enqueueScan, queuedScans } from './scan-queue';

/**
 * A scan with no network (issue 43): the token hashed (only its digest is kept), judged against
 * the session's list on the phone and this phone's earlier scans, and queued to be sent, whatever
 * the answer (the server has the last word: a ticket the list does not know yet may be valid).
 * Answers as the server's scan does, with the counts as this phone knows them.
 */
export async function judgeScanOnPhone(input: { sessionId: string; staffId: string; roster: CheckInRoster | null; token: string }): Promise<CheckInAnswer> {
  const digest = await ticketDigest(input.token);
  const earlier = await queuedScans(input.sessionId);
  const judged = judgeOnPhone(input.roster, earlier, digest);
  const scan = await enqueueScan({
    session: input.sessionId,
    staffId: input.staffId,
    digest,
    scannedAt: new Date().toISOString(),
    admitted: judged.outcome === 'checked_in',
    judged: judged.outcome,
  });
  const ticket = judged.ticket;
  return {
    outcome: judged.outcome,
    person: ticket ? { name: ticket.name, role: ticket.role } : null,
    checkedInAt: judged.outcome === 'checked_in' ? scan.scannedAt : judged.checkedInAt,
    checkedInBy: judged.checkedInBy,
    counts: input.roster ? countsOnPhone(input.roster, [...earlier, scan]) : { checkedIn: 0, expected: 0 },
  };
}
