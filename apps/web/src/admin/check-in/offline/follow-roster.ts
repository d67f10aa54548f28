import type { TicketHolder } from '@portal/domain/check-in/answers';
import type { StoredRoster } from './roster-store';

/**
 * The search's holders as the server last said (issue 50): the session's list is read every few
 * seconds and after every sync, the search only when typed or after this phone's own tap. When the
 * list was read after the search, each holder's state, time and checker are the list's: a phone
 * whose scan was overruled by another phone's earlier one (the earliest scan wins) stops naming its
 * own staff member at the next read, without waiting for an action of its own.
 * `searchedAt` is when the search's answer arrived (ms, this phone's clock, as `refreshedAt`).
 */
export function holdersAsListSays(holders: TicketHolder[], list: StoredRoster | null | undefined, searchedAt: number): TicketHolder[] {
  if (!list || Date.parse(list.refreshedAt) <= searchedAt) return holders;
  const byId = new Map(list.roster.tickets.map((t) => [t.ticketId, t]));
  return holders.map((h) => {
    const t = byId.get(h.ticketId);
    if (!t) return h;
    const state = !t.valid ? 'voided' : t.checkedInAt ? 'checked_in' : 'expected';
    return { ...h, state, checkedInAt: t.checkedInAt, checkedInBy: t.checkedInBy };
  });
}
