import { ChartColumn, House, LayoutGrid, NotebookPen, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * The bottom navigation's markup without its words: the app's `BottomNav` fills it with links and
 * words, and the build draws the first paint of `app.html` from it (`app/first-paint.tsx`, decision
 * 495). No Lingui, no router: the build renders this module as it is, in Node.
 */

/** docs/product.md §2's navigation entries, in order; their words are the bottom nav's. */
export const NAV_ENTRIES: readonly { to: string; icon: LucideIcon }[] = [
  { to: '/app', icon: House },
  { to: '/areas', icon: LayoutGrid },
  { to: '/reports', icon: ChartColumn },
  { to: '/journal', icon: NotebookPen },
  { to: '/profile', icon: UserRound },
];

/**
 * The navigation's bar (a rail down the start side from `lg`, decision 102) and its list; `item`
 * draws each entry's link around `NavEntryInside`.
 */
export function NavBar({
  label,
  hidden,
  item,
}: {
  label?: string;
  hidden?: boolean;
  item: (entry: { to: string; icon: LucideIcon }) => ReactNode;
}) {
  return (
    <nav
      aria-label={label}
      aria-hidden={hidden || undefined}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85 lg:inset-x-auto lg:top-0 lg:start-0 lg:w-28 lg:border-t-0 lg:border-e lg:pt-6 lg:pb-0"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5 lg:max-w-none lg:grid-cols-1 lg:gap-2 lg:px-2">
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.to}>{item(entry)}</li>
        ))}
      </ul>
    </nav>
  );
}

/** The classes of an entry's link. */
export function navEntryClasses(isActive: boolean): string {
  return cn(
    'group flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-0.5 text-xs min-[360px]:px-1 font-medium transition-colors',
    isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
  );
}

/** An entry's icon in its pill and its word below (a no-break space keeps the line where there is none). */
export function NavEntryInside({
  icon: Icon,
  isActive,
  label,
}: {
  icon: LucideIcon;
  isActive: boolean;
  label: ReactNode;
}) {
  return (
    <>
      <span
        className={cn(
          'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
          isActive && 'bg-primary-soft',
        )}
      >
        <Icon aria-hidden className="size-5" strokeWidth={isActive ? 2.4 : 2} />
      </span>
      <span className="max-w-full text-center leading-tight wrap-anywhere hyphens-auto">{label}</span>
    </>
  );
}
