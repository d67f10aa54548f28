import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import { rosterExpired, type CheckInRoster } from '@portal/domain/check-in/roster';

/**
 * The session lists kept on this phone (issue 43), in IndexedDB through idb-keyval: one entry per
 * session, with when it was last read from the server. Deleted once the session has ended and, for
 * all sessions, on sign-out.
 */
const store = createStore('portal-check-in', 'rosters');

export interface StoredRoster {
  roster: CheckInRoster;
  refreshedAt: string;
}

export const readStoredRoster = (sessionId: string) => get<StoredRoster>(sessionId, store);

export async function keepRoster(roster: CheckInRoster): Promise<StoredRoster> {
  const stored = { roster, refreshedAt: new Date().toISOString() };
  await set(roster.sessionId, stored, store);
  return stored;
}

export async function dropEndedRosters(now = new Date()) {
  for (const key of await keys<string>(store)) {
    const kept = await get<StoredRoster>(key, store);
    if (!kept || rosterExpired(kept.roster, now)) await del(key, store);
  }
}

export const forgetRosters = () => clear(store);
