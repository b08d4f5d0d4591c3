import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useDeviceCache } from '../../lib/offline/device-cache';
import { queryClient } from '../../lib/query-client';

/**
 * Provides the one QueryClient to every screen that reads or writes server data (sign-in forms and all
 * guarded screens). Loaded lazily so the landing and static pages do not download the query library.
 * The signed-in person's last reads are also kept on this device for use without a network.
 */
export default function QueryLayout() {
  useDeviceCache();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
