import { hashKey, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * useQuery for a read the server's render makes first (a route's `handle.prefetch`). When that
 * read failed (an old link to a campaign that is gone), the page arrives with its message and the
 * browser asks again; TanStack Query shows a query without data as pending, its error cleared,
 * while it asks, so the error it held when the screen appeared stands in until the new answer:
 * the first render matches the server's markup and no spinner replaces the message.
 */
export function usePrefetchedQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const client = useQueryClient();
  const hash = hashKey(options.queryKey);
  const [held] = useState(() => ({ hash, error: client.getQueryState(options.queryKey)?.error ?? null }));
  const query = useQuery(options);
  const waiting = query.isPending && held.hash === hash ? held.error : null;
  return { ...query, error: query.error ?? waiting };
}
