import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { StreakBadge } from './streak-badge';
import { useLingui } from '@lingui/react/macro';

/**
 * The top bar of the signed-in screens: the logo (home link) and the streak badge, plus optional
 * actions. Screens put their own <h1> below it (PageHeader).
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mb-5 flex min-h-11 items-center justify-between gap-3">
      <Link to="/app" aria-label={t`Tend home`} className="-m-1 rounded-xl p-1">
        <Logo className="text-primary" />
      </Link>
      <div className="flex items-center gap-2">
        {actions}
        <StreakBadge />
      </div>
    </div>
  );
}
