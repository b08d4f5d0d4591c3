import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { currentUserQuery } from '../../api/user';
import { hasSession } from '../../lib/session';
import { useLingui } from '@lingui/react/macro';

/**
 * Sign-in and sign-up are for signed-out visitors: someone whose stored session is still valid goes
 * straight to /app (decision 102). A stale session (the server answers no user) shows the form as before.
 * `export default signedOutOnly(Form)` is such a page: the form mounts only once that is known
 * (decision 490).
 */
export function signedOutOnly(Form: ComponentType): ComponentType {
  return function SignedOutOnly() {
    const { t } = useLingui();
    const session = hasSession();
    const user = useQuery({ ...currentUserQuery, enabled: session });
    if (!session) return <Form />;
    if (user.data) return <Navigate to="/app" replace />;
    if (user.isPending) return <PageSpinner label={t`Checking whether you are signed in`} />;
    return <Form />;
  };
}
