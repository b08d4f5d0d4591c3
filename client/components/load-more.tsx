import { useEffect, useRef } from 'react';
import { Button } from './ui/button';
import { Trans } from '@lingui/react/macro';

export interface LoadMoreText {
  /** The button: "Load more entries". */
  button: string;
  /** Under the last item once everything is shown: "That's every entry (45)." */
  every: (shown: number) => string;
  /** When a page failed: the button then reads "Try again". */
  failed: string;
}

/** What LoadMore reads of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
}

/**
 * Older items of a paged list, a page at a time (decision 084): loaded by themselves when the button
 * comes within 600 px of the viewport, and by the button itself for keyboards, screen readers and
 * browsers without IntersectionObserver. After a click, focus moves to the first item that came in
 * (the `itemSelector` element at index `shown`), so a keyboard user reads on from there. After a
 * failure only the button retries, so a dead connection is not hammered while the button is in view.
 */
export function LoadMore({
  pages,
  shown,
  itemSelector,
  text,
}: {
  /** The list's TanStack infinite query. */
  pages: PagedQuery;
  shown: number;
  itemSelector: string;
  text: LoadMoreText;
}) {
  const hasMore = pages.hasNextPage;
  const loading = pages.isFetchingNextPage;
  const failed = pages.isFetchNextPageError;
  // A load already under way is joined, not restarted (button and scroll may ask at once).
  const onLoad = () => void pages.fetchNextPage({ cancelRefetch: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFrom = useRef<number | null>(null);
  const latest = useRef({ onLoad, loading, failed });
  latest.current = { onLoad, loading, failed };

  useEffect(() => {
    const button = buttonRef.current;
    if (!hasMore || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        const { onLoad: load, loading: busy, failed: broken } = latest.current;
        if (seen.some((e) => e.isIntersecting) && !busy && !broken) load();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, shown]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    document.querySelectorAll<HTMLElement>(itemSelector)[from]?.focus();
  }, [shown, itemSelector]);

  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {failed ? text.failed : hasMore ? '' : shown > 0 ? text.every(shown) : ''}
      </p>
      {hasMore && (
        <Button
          ref={buttonRef}
          variant="outline"
          loading={loading}
          onClick={() => {
            focusFrom.current = shown;
            onLoad();
          }}
        >
          {failed ? <Trans>Try again</Trans> : text.button}
        </Button>
      )}
    </div>
  );
}
