import { useDeferredValue, type ReactNode } from 'react';
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
  /**
   * Draw the content in the very render the read becomes ready in, not deferred (decision 547): where
   * it draws itself a screenful at a time (`useFirstScreenful`, decisions 521, 525), whose next
   * transition would merge with the deferred one. (What appears beside the content belongs in
   * `children`, drawn with it: Progress's WHO-5 history, decision 548.)
   */
  drawAtOnce?: boolean;
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
  drawAtOnce,
  children,
}: QueryViewProps<T>) {
  // Once the read is ready after the screen has mounted (a first visit), the content's first drawing is
  // a deferred render, which React does in slices between the browser's frames instead of one long
  // task, the spinner holding the place meanwhile (decision 547, as the reports' decision 508). A read
  // ready at mount (the device's cache) is drawn at once, and later answers (a save, a refetch) redraw
  // it at once too, as before: focus moved after a change finds the new content in place.
  const drawn = useDeferredValue(!query.isPending && query.data !== undefined);
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
  if (!drawn && !drawAtOnce) return <PageSpinner label={loading} />;
  return children(query.data);
}
