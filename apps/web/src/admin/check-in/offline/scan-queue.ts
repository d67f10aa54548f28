import { createStore, del, entries, set } from 'idb-keyval';
import type { QueuedScan } from '@portal/domain/check-in/sync';

/**
 * Scans made on this phone without network, waiting to be sent (issue 43), in IndexedDB through
 * idb-keyval (a database of their own: idb-keyval keeps one store per database). One entry per
 * scan, by its random key: the ticket's digest (never the token), the phone's time of the scan,
 * the session, who was signed in, and what the phone answered. An entry is deleted only once the
 * server has answered it; a sign-out or an expired sign-in keeps it (they wait for that person).
 */
const store = createStore('portal-check-in-queue', 'scans');

export interface QueueEntry extends QueuedScan {
  session: string;
  /** The staff member signed in when scanning: only they send it (the server names who checked in). */
  staffId: string;
  /** The phone's answer, to tell afterwards when the server saw it otherwise. */
  judged: 'checked_in' | 'already' | 'voided' | 'unknown';
  /** Order of scanning on this phone (the phone's time may be equal for two scans). */
  seq: number;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` when the queue changes; returns the unsubscribe. */
export function onQueueChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The waiting scans, in the order they were made. */
export async function queuedScans(session?: string): Promise<QueueEntry[]> {
  const all = (await entries<string, QueueEntry>(store)).map(([, entry]) => entry);
  return all.filter((e) => !session || e.session === session).sort((x, y) => x.seq - y.seq);
}

export async function enqueueScan(entry: Omit<QueueEntry, 'key' | 'seq'>): Promise<QueueEntry> {
  const full = { ...entry, key: crypto.randomUUID(), seq: Date.now() * 1000 + (nextSeq++ % 1000) };
  await set(full.key, full, store);
  changed();
  return full;
}
let nextSeq = 0;

export async function forgetSent(keys: string[]) {
  for (const key of keys) await del(key, store);
  changed();
}
