import { createContext } from 'react';

/** One key's state: its last answer (or error), when it was read, and the read on its way, if any. */
export interface ReadEntry {
  data?: unknown;
  error?: Error;
  /** When the answer arrived (ms); 0 once invalidated. */
  at: number;
  reading?: Promise<void>;
}

type Read = () => Promise<unknown>;

/** A key's answer as the server's render hands it to the browser: the data, or the error's message and fields (status, code). */
export type HandedAnswer = { data: unknown } | { error: { message: string } & Record<string, unknown> };

/**
 * The answers the public pages read from the API, by key: the part of TanStack Query's cache they
 * use (about 16 KB gzip of a page; the back office keeps TanStack Query, which react-admin needs).
 * One store in the browser for the page's life, one per request in the server's render, whose
 * answers go into the page (`answers`) and start the browser's store (`seed`), so adopting the page
 * asks nothing again. Entries are replaced, never changed, so an entry is a snapshot for
 * `useSyncExternalStore`.
 */
export class ReadStore {
  private entries = new Map<string, ReadEntry>();
  private listeners = new Map<string, Set<() => void>>();
  private readers = new Map<string, Read>();
  /** Per key, the latest read started: an older read's answer never replaces a newer one's. */
  private latest = new Map<string, Promise<void>>();

  entry(key: string): ReadEntry | undefined {
    return this.entries.get(key);
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  /**
   * Reads `key` with `read` and keeps the answer or the error (the promise never rejects). A read
   * already on its way is shared, unless `again`: then a new one starts and only its answer counts
   * (the data changed since the first was sent).
   */
  read(key: string, read: Read, again = false): Promise<void> {
    this.readers.set(key, read);
    const current = this.entries.get(key);
    if (current?.reading && !again) return current.reading;
    const reading: Promise<void> = read().then(
      (data) => this.settle(key, reading, { data, at: Date.now() }),
      (err: unknown) => this.settle(key, reading, { data: this.entries.get(key)?.data, error: err instanceof Error ? err : new Error(String(err)), at: Date.now() }),
    );
    this.latest.set(key, reading);
    this.put(key, { ...(current ?? { at: 0 }), reading });
    return reading;
  }

  /** Changes a key's answer in place (a save the server has confirmed), if it has one. */
  update<T>(key: string, change: (data: T) => T): void {
    const current = this.entries.get(key);
    if (current?.data !== undefined) this.put(key, { ...current, data: change(current.data as T) });
  }

  /** The key's answer is out of date: read again now if a screen shows it, else when one does. */
  invalidate(key: string): void {
    const current = this.entries.get(key);
    if (!current) return;
    this.put(key, { ...current, at: 0 });
    const read = this.readers.get(key);
    if (read && this.listeners.get(key)?.size) void this.read(key, read, true);
  }

  /**
   * The answers read so far. An error goes too (an expired link's 'not found'), so the adopted page
   * keeps showing it while the browser reads the key again, instead of a spinner in its place.
   */
  answers(): Record<string, HandedAnswer> {
    const out: Record<string, HandedAnswer> = {};
    for (const [key, e] of this.entries) {
      if (e.error) out[key] = { error: { ...e.error, message: e.error.message } };
      else if (e.data !== undefined) out[key] = { data: e.data };
    }
    return out;
  }

  /** Starts with the server's answers, as fresh as if just read (errors are read again when shown). */
  seed(answers: Record<string, HandedAnswer>): void {
    const at = Date.now();
    for (const [key, answer] of Object.entries(answers)) {
      const { message, ...fields } = 'error' in answer ? answer.error : { message: '' };
      this.entries.set(key, 'error' in answer ? { error: Object.assign(new Error(message), fields), at } : { data: answer.data, at });
    }
  }

  private settle(key: string, reading: Promise<void>, entry: ReadEntry) {
    if (this.latest.get(key) !== reading) return;
    this.latest.delete(key);
    this.put(key, entry);
  }

  private put(key: string, entry: ReadEntry) {
    this.entries.set(key, entry);
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

/** The browser's store; the server's render provides one per request through the context. */
export const readStore = new ReadStore();

export const ReadStoreContext = createContext(readStore);
