import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer, CheckInCounts, TicketHolder } from '@portal/domain/check-in/answers';
import { get, post } from '../../lib/api-client';

/** The back office's check-in API (apps/server/src/features/check-in/admin-routes.ts). */
const base = (sessionId: string) => `/api/admin/sessions/${encodeURIComponent(sessionId)}/check-in`;
const countsKey = (sessionId: string) => ['check-in', sessionId, 'counts'];

/** Other scanners at the same door check people in too: the count is read again every few seconds. */
const COUNTS_REFRESH_MS = 5000;

export function useCheckInCounts(sessionId: string) {
  return useQuery({ queryKey: countsKey(sessionId), queryFn: () => get<CheckInCounts>(`${base(sessionId)}/summary`), refetchInterval: COUNTS_REFRESH_MS });
}

export function useTicketSearch(sessionId: string, q: string) {
  return useQuery({
    queryKey: ['check-in', sessionId, 'search', q],
    queryFn: () => get<{ data: TicketHolder[]; counts: CheckInCounts }>(`${base(sessionId)}?q=${encodeURIComponent(q)}`),
    placeholderData: (previous) => previous,
  });
}

/** Checks a ticket in, by its scanned token or (from the search) by its id; the answer's counts update the page at once. */
export function useCheckIn(sessionId: string) {
  const queryClient = useQueryClient();
  return async (by: { token: string } | { ticketId: string }) => {
    const answer =
      'token' in by
        ? await post<CheckInAnswer>(base(sessionId), { token: by.token })
        : await post<CheckInAnswer>(`${base(sessionId)}/by-ticket/${encodeURIComponent(by.ticketId)}`, {});
    queryClient.setQueryData(countsKey(sessionId), answer.counts);
    // The person tapped in the list shows as checked in at once, whatever order the reads come back in.
    if ('ticketId' in by && answer.checkedInAt) {
      queryClient.setQueriesData<{ data: TicketHolder[]; counts: CheckInCounts }>({ queryKey: ['check-in', sessionId, 'search'] }, (found) =>
        found && {
          counts: answer.counts,
          data: found.data.map((h) => (h.ticketId === by.ticketId ? { ...h, state: 'checked_in', checkedInAt: answer.checkedInAt, checkedInBy: answer.checkedInBy } : h)),
        },
      );
    }
    await queryClient.invalidateQueries({ queryKey: ['check-in', sessionId, 'search'] });
    return answer;
  };
}
