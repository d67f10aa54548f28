import { describe, expect, it } from 'vitest';
import type { TicketHolder } from '@portal/domain/check-in/answers';
import type { RosterTicket } from '@portal/domain/check-in/roster';
import { holdersAsListSays } from '../src/admin/check-in/offline/follow-roster';
import type { StoredRoster } from '../src/admin/check-in/offline/roster-store';

/**
 * Issue 50 item 9: phone B checked Maya in (its search shows its own staff member); phone A's
 * earlier offline scan then reached the server and won. B's next read of the session's list says
 * so, and the search list must follow it without any action of B's.
 */
const maya: TicketHolder = { ticketId: 't-maya', name: 'Maya Chen', role: 'registrant', email: 'maya@example.com', state: 'checked_in', checkedInAt: '2027-06-05T12:47:30.000Z', checkedInBy: 'Phone B staff' };
const sam: TicketHolder = { ticketId: 't-sam', name: 'Sam Roy', role: 'registrant', email: 'sam@example.com', state: 'expected', checkedInAt: null, checkedInBy: null };
const ticket = (t: Partial<RosterTicket> & { ticketId: string }): RosterTicket => ({ digest: `d-${t.ticketId}`, name: '', role: 'registrant', valid: true, checkedInAt: null, checkedInBy: null, flagged: false, ...t });
const list = (refreshedAt: string, tickets: RosterTicket[]): StoredRoster => ({
  refreshedAt,
  roster: { sessionId: 's', endsAt: null, readAt: refreshedAt, tickets },
});
const searchedAt = Date.parse('2027-06-05T12:48:00.000Z');
const overruled = [ticket({ ticketId: 't-maya', checkedInAt: '2027-06-05T12:46:10.000Z', checkedInBy: 'Phone A staff' }), ticket({ ticketId: 't-sam', valid: false })];

describe("the search's holders follow the session's list", () => {
  it('read after the search: who checked the person in first, when, and whether the ticket still admits', () => {
    const rows = holdersAsListSays([maya, sam], list('2027-06-05T12:48:05.000Z', overruled), searchedAt);
    expect(rows[0]).toMatchObject({ state: 'checked_in', checkedInAt: '2027-06-05T12:46:10.000Z', checkedInBy: 'Phone A staff' });
    expect(rows[1]).toMatchObject({ state: 'voided' });
  });

  it('control: a list read before the search (or none) leaves the search as it came', () => {
    expect(holdersAsListSays([maya, sam], list('2027-06-05T12:47:55.000Z', overruled), searchedAt)).toEqual([maya, sam]);
    expect(holdersAsListSays([maya, sam], null, searchedAt)).toEqual([maya, sam]);
  });

  it('a holder the list does not know yet keeps the search\'s state', () => {
    expect(holdersAsListSays([sam], list('2027-06-05T12:48:05.000Z', []), searchedAt)).toEqual([sam]);
  });
});
