import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rosterExpired, type CheckInRoster } from '@portal/domain/check-in/roster';
import { get } from '../../../lib/api-client';
import { dropEndedRosters, keepRoster, readStoredRoster, type StoredRoster } from './roster-store';

/** While online the list is read again this often, so scans judged offline use a recent one. */
const ROSTER_REFRESH_MS = 5000;

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the phone has a network, as the browser says. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/** The session's list on this phone, if any, and whether the session has ended (then nothing is kept). */
export interface PhoneList {
  kept: StoredRoster | null;
  ended: boolean;
}

/**
 * The session's list on this phone: read from the server and stored every few seconds while
 * online; without network, the stored one. Lists of ended sessions are deleted when the screen
 * opens, and a read that finds the session ended deletes its list and stops reading (issue 50).
 */
export function useRoster(sessionId: string) {
  const online = useOnline();
  useEffect(() => {
    void dropEndedRosters();
  }, []);
  return useQuery<PhoneList>({
    queryKey: ['check-in', sessionId, 'roster', online],
    queryFn: async () => {
      if (online) {
        try {
          const kept = await keepRoster(await get<CheckInRoster>(`/api/admin/sessions/${encodeURIComponent(sessionId)}/check-in/roster`));
          return { kept, ended: kept === null };
        } catch (err) {
          if (!(await readStoredRoster(sessionId))) throw err;
        }
      }
      const kept = (await readStoredRoster(sessionId)) ?? null;
      if (kept && rosterExpired(kept.roster, new Date())) {
        await dropEndedRosters();
        return { kept: null, ended: true };
      }
      return { kept, ended: false };
    },
    refetchInterval: (query) => (online && !query.state.data?.ended ? ROSTER_REFRESH_MS : false),
    // TanStack Query pauses queries while offline; this one reads the phone's copy then.
    networkMode: 'always',
    enabled: Boolean(sessionId),
  });
}
