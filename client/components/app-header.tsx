import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { StreakBadge } from './streak-badge';
import { useLingui } from '@lingui/react/macro';
import { HeaderRow, HOME_MARK_CLASSES } from './loading-frame';

/**
 * The top bar of the signed-in screens: the logo (home link) and the streak badge, plus optional
 * actions. Screens put their own <h1> below it (PageHeader).
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui();
  return (
    <HeaderRow
      start={
        <Link to="/app" aria-label={t`Tend home`} className={HOME_MARK_CLASSES}>
          <Logo className="text-primary" />
        </Link>
      }
      end={
        <>
          {actions}
          <StreakBadge />
        </>
      }
    />
  );
}
