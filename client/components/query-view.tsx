import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { PageSpinner } from './ui/spinner';

export interface QueryViewProps<T> {
  /** A TanStack query (or infinite query) of the screen. */
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** The spinner's label while it loads ("Loading your tags"). */
  loading: string;
  /** The failure card's message ("We could not load your tags."). */
  failed: string;
  /** See LoadFailed. */
  checkConnection?: boolean;
  alert?: boolean;
  /** What the screen shows once the data is there. */
  children: (data: T) => ReactNode;
}

/** A screen's read: a spinner while it loads, a "Try again" card when it failed, then its content. */
export function QueryView<T>({
  query,
  loading,
  failed,
  checkConnection,
  alert,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <PageSpinner label={loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <LoadFailed
        message={failed}
        onRetry={() => void query.refetch()}
        checkConnection={checkConnection}
        alert={alert}
      />
    );
  }
  return children(query.data);
}
