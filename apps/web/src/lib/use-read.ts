import { useEffect, useState } from 'react';

type ReadState<T> = { key: string | null; data?: T; error: Error | null };

/**
 * A read a page makes once per key (the quiz's questions, the completion page's confirmation, a
 * certificate look-up): its state for the screen, the part of TanStack Query's `useQuery` such a
 * page uses, without the query library (about 12 KB gzip). It reads again when `key` changes and
 * not at all while `key` is null; an answer for an older key is ignored. Pages whose data changes
 * while they are open (checkout, education, the schedule) keep TanStack Query.
 */
export function useRead<T>(key: string | null, read: () => Promise<T>) {
  const [state, setState] = useState<ReadState<T>>({ key: null, error: null });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    read().then(
      (data) => current && setState({ key, data, error: null }),
      (err: unknown) => current && setState({ key, error: err instanceof Error ? err : new Error(String(err)) }),
    );
    return () => {
      current = false;
    };
    // `read` is a new function on every render; the key says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const settled = key !== null && state.key === key;
  const data = settled ? state.data : undefined;
  const error = settled ? state.error : null;
  return { data, error, isReading: key !== null && !settled };
}
