import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { ReadStoreContext } from './read-store';

export interface ReadOptions {
  /** How long (ms) an answer is used without reading again when a screen shows it; 0 by default. */
  staleTime?: number;
  /** While a new key's answer is on its way, show the previous key's (a filter, a new price). */
  keepPrevious?: boolean;
}

/** A read as its page's API module describes it: the key, the request, and how it is kept. */
export interface ReadSpec<T> extends ReadOptions {
  key: string;
  read: () => Promise<T>;
}

/** useRead for a read its API module describes. */
export const useReadOf = <T,>(spec: ReadSpec<T>) => useRead(spec.key, spec.read, spec);

const none = () => () => {};

/**
 * A read a page makes from the API, by key (lib/read-store.ts): the part of TanStack Query's
 * `useQuery` the public pages use, without the query library. It reads when a screen first shows
 * `key` (again if the answer is older than `staleTime`), not at all while `key` is null, and
 * shares the answer with every screen that shows the same key. An answer for an older key is never
 * shown for a newer one, except as `isPlaceholderData` with `keepPrevious`.
 */
export function useRead<T>(key: string | null, read: () => Promise<T>, { staleTime = 0, keepPrevious = false }: ReadOptions = {}) {
  const store = useContext(ReadStoreContext);
  const latestRead = useRef(read);
  latestRead.current = read;
  const subscribe = useCallback((listener: () => void) => (key === null ? none() : store.subscribe(key, listener)), [store, key]);
  const snapshot = () => (key === null ? undefined : store.entry(key));
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (key === null) return;
    const current = store.entry(key);
    if (!current || current.error || Date.now() - current.at >= staleTime) void store.read(key, () => latestRead.current());
  }, [store, key, staleTime]);

  const previous = useRef<{ data: T } | undefined>(undefined);
  const error = entry?.error ?? null;
  let data = entry?.data as T | undefined;
  let isPlaceholderData = false;
  if (data !== undefined && !error) previous.current = { data };
  else if (keepPrevious && !error && previous.current) {
    data = previous.current.data;
    isPlaceholderData = true;
  }
  const refetch = useCallback(() => (key === null ? Promise.resolve() : store.read(key, () => latestRead.current(), true)), [store, key]);
  return {
    data,
    error,
    /** Nothing to show yet: no answer and no error. */
    isReading: key !== null && data === undefined && !error,
    /** A read is on its way (the first, or a new one behind the answer shown). */
    isFetching: Boolean(entry?.reading),
    isPlaceholderData,
    refetch,
  };
}
