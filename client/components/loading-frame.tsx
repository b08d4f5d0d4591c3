import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * The frame of a signed-in screen while it loads, without a word in it: the column, the home header's
 * row, a screen header's back chevron and the card-shaped placeholders (the navigation's bar is
 * `nav-frame.tsx`). The app draws its loading screen from these parts (guarded layout,
 * PagePlaceholder, AppHeader, PageHeader), and the build draws the first paint of `app.html` from the
 * same ones (`app/first-paint.tsx`, decision 495), so the two cannot drift.
 * No Lingui, no router and no data here: the build renders this module as it is, in Node.
 */

/** The signed-in screen's column: room for the navigation where it is shown (decision 102). */
export function mainClasses(nav: boolean): string {
  return nav
    ? // Wide screens: room for the navigation rail on the left and a wider column (decision 102).
      'mx-auto w-full max-w-md px-5 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none lg:max-w-5xl lg:pt-8 lg:pb-12 lg:ps-36'
    : 'mx-auto w-full max-w-md px-5 pt-5 pb-10 outline-none';
}

/** The three grey cards in the room of a screen's content (decision 262); they pulse only when motion is welcome. */
export function PlaceholderCards() {
  return ['h-36', 'h-64', 'h-24'].map((height) => (
    <div
      key={height}
      aria-hidden
      className={cn('rounded-2xl border border-border bg-surface-muted motion-safe:animate-pulse', height)}
    />
  ));
}

/** The box PlaceholderCards stand in. */
export const PLACEHOLDER_CLASSES = 'min-h-[40vh] space-y-4';

/** The home header's row: the logo at the start, the streak badge and actions at the end. */
export function HeaderRow({ start, end }: { start: ReactNode; end?: ReactNode }) {
  return (
    <div className="mb-5 flex min-h-11 items-center justify-between gap-3">
      {start}
      <div className="flex items-center gap-2">{end}</div>
    </div>
  );
}

/** Around the logo in the header row (a link home in the app). */
export const HOME_MARK_CLASSES = '-m-1 rounded-xl p-1';

/** A screen's header row (`PageHeader`): its back link, its title and its actions. */
export const PAGE_HEADER_CLASSES = 'mb-6 flex items-start gap-2';

/** Where the header's back link sits in that row: at its start, its icon against the column's edge. */
export const BACK_LINK_CLASSES = '-ms-2.5 shrink-0';

/** The back link's chevron (pointing back in either direction of reading). */
export function BackChevron() {
  return <ChevronLeft aria-hidden className="size-6 rtl:-scale-x-100" />;
}

/**
 * The first row of a screen with a back link and no navigation (decision 515), without its words: the
 * chevron in the link's box — an icon button's (`buttonClasses({ size: 'icon' })`, 44 px, centred), in
 * the ghost button's colour and without its hover, since nothing here can be pressed.
 */
export function BackRow() {
  return (
    <div className={PAGE_HEADER_CLASSES}>
      <span
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-xl text-foreground',
          BACK_LINK_CLASSES,
        )}
      >
        <BackChevron />
      </span>
    </div>
  );
}
