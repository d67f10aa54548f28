import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * Wraps every page that talks to the API. A lazy layout route, so that pages without data (the
 * home page) do not download the query library; the client itself is one shared instance.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
