import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * Wraps every page that talks to the API. A lazy layout route, so that pages without data (the
 * home page) do not download the query library; the client itself is one shared instance. The
 * server's render provides a fresh client per request above it (entry-server.tsx), which wins.
 * Inside the funnel it passes the funnel's outlet context (the step context) on to its step.
 */
export function DataLayout() {
  const provided = useContext(QueryClientContext);
  const context = useOutletContext();
  return (
    <QueryClientProvider client={provided ?? queryClient}>
      <Outlet context={context} />
    </QueryClientProvider>
  );
}
