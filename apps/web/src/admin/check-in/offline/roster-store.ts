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

/**
 * Ended by the server's clock at the read (staff may end a session early) or by the phone's: the
 * list is deleted, not kept again, and null is answered (issue 50: a read every few seconds saved
 * an ended session's list again right after the screen had deleted it).
 */
export async function keepRoster(roster: CheckInRoster, now = new Date()): Promise<StoredRoster | null> {
  if (rosterExpired(roster, new Date(roster.readAt)) || rosterExpired(roster, now)) {
    await del(roster.sessionId, store);
    return null;
  }
  const stored = { roster, refreshedAt: now.toISOString() };
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
