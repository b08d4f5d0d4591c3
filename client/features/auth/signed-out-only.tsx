import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { currentUserQuery } from '../../api/user';
import { hasSession } from '../../lib/session';
import { useLingui } from '@lingui/react/macro';

/**
 * Sign-in and sign-up are for signed-out visitors: someone whose stored session is still valid goes
 * straight to /app (decision 102). A stale session (the server answers no user) shows the form as before.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const session = hasSession();
  const user = useQuery({ ...currentUserQuery, enabled: session });
  if (!session) return children;
  if (user.data) return <Navigate to="/app" replace />;
  if (user.isPending) return <PageSpinner label={t`Checking whether you are signed in`} />;
  return children;
}
