import { QueryClient } from '@tanstack/react-query';

/**
 * The back office's query client. React-admin's default one retries a failed read three times
 * (after about 1, 3 and 7 s): a refusal (401, 403, 404) is an answer that asking again cannot
 * change, and those retries held the set-up screen's sign-in check for 8 s before it gave up.
 * Data requests do not retry (spec section 7), here as on the public pages.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false },
    mutations: { retry: false },
  },
});
