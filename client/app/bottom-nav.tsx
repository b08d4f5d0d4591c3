import { ChartColumn, House, LayoutGrid, NotebookPen, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { cn } from '../lib/cn';

const ENTRIES: { to: string; label: MessageDescriptor; icon: LucideIcon }[] = [
  { to: '/app', label: msg`Home`, icon: House },
  { to: '/areas', label: msg`8 Areas`, icon: LayoutGrid },
  { to: '/reports', label: msg`Reports`, icon: ChartColumn },
  { to: '/journal', label: msg`Journal`, icon: NotebookPen },
  { to: '/profile', label: msg`Profile`, icon: UserRound },
];

/**
 * docs/product.md §2 bottom navigation. NavLink marks the active entry with aria-current="page". From `lg` (wide
 * screens, decision 102) the same links stand in a rail down the left side instead of a tab bar across the
 * whole width; the guarded layout leaves room for it.
 */
export function BottomNav() {
  const { _ } = useLingui();
  return (
    <nav
      aria-label={_(msg`Main`)}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85 lg:inset-x-auto lg:top-0 lg:start-0 lg:w-28 lg:border-t-0 lg:border-e lg:pt-6 lg:pb-0"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5 lg:max-w-none lg:grid-cols-1 lg:gap-2 lg:px-2">
        {ENTRIES.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'group flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-0.5 text-xs min-[360px]:px-1 font-medium transition-colors',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-primary-soft',
                    )}
                  >
                    <Icon aria-hidden className="size-5" strokeWidth={isActive ? 2.4 : 2} />
                  </span>
                  <span className="max-w-full text-center leading-tight wrap-anywhere hyphens-auto">
                    {_(label)}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
