import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

/**
 * Provides the one QueryClient to every screen that reads or writes server data (sign-in forms and all
 * guarded screens). Loaded lazily so the landing and static pages do not download the query library.
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
