import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: no retries, no refetch on window focus, 5-minute cache. One client for the app. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
