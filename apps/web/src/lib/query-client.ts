import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { DEFAULT_STALE_TIME } from './stale-times';

/**
 * Spec section 7: no retries, no refetch on window focus, answers kept 5 minutes (reads that
 * change sooner say so: lib/stale-times.ts). The server's render makes one client per request.
 * Mutations do not retry either: the one resend there is, a write the server answered 'busy, send
 * it again' (503 with Retry-After), is the HTTP client's (api-client.ts, resendWhenBusy), which
 * also covers writes made outside a mutation (the payment, the modules' saves); a retry here
 * would send a refused or failed write again.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: DEFAULT_STALE_TIME },
      mutations: { retry: false },
    },
  });
}

/** The browser's client, for the page's life. */
export const queryClient = createQueryClient();

/** An error as it travels in the page's JSON: an Error's message is not an enumerable field, which JSON.stringify would drop. */
interface HandedError {
  name: string;
  message: string;
  status?: number;
  fields?: Record<string, string>;
  code?: string;
}

/**
 * What the server's render hands the browser (entry-server.tsx), undefined when it read nothing:
 * the answers, and the failed reads too (an old link to a campaign that is gone), so the adopted
 * page keeps their message on screen while it asks again (lib/use-prefetched-query.ts).
 */
export function handOver(client: QueryClient): DehydratedState | undefined {
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' });
  if (!state.queries.length) return undefined;
  const queries = state.queries.map((q) => {
    const { error } = q.state;
    if (!error) return q;
    const plain: HandedError = { ...(error as Partial<ApiError>), name: error.name, message: error.message };
    return { ...q, state: { ...q.state, error: plain, fetchFailureReason: null } };
  });
  return { ...state, queries };
}

/** The server's hand-over as the browser's client takes it: errors become ApiErrors again (their status and fields included). */
export function takeOver(state: DehydratedState): DehydratedState {
  const queries = state.queries.map((q) => {
    const handed = q.state.error as HandedError | null;
    if (!handed) return q;
    const error = typeof handed.status === 'number' ? new ApiError(handed.message, handed.status, handed.fields, handed.code) : new Error(handed.message);
    return { ...q, state: { ...q.state, error } };
  });
  return { ...state, queries };
}
