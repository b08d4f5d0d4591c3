import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { currentUserQuery } from '../../api/user';
import { hasSession } from '../../lib/session';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * Sign-in and sign-up are for signed-out visitors: someone whose stored session is still valid goes
 * straight to /app (decision 102). A stale session (the server answers no user) shows the form as before.
 * `export default signedOutOnly(Form, msg`Title`)` is such a page, named by its title while that is
 * checked too; the form mounts only once it is known (decision 490).
 */
export function signedOutOnly(Form: ComponentType, title: MessageDescriptor): ComponentType {
  return function SignedOutOnly() {
    const { t, i18n } = useLingui();
    useDocumentTitle(i18n._(title));
    const session = hasSession();
    const user = useQuery({ ...currentUserQuery, enabled: session });
    if (!session) return <Form />;
    if (user.data) return <Navigate to="/app" replace />;
    if (user.isPending) return <PageSpinner label={t`Checking whether you are signed in`} />;
    return <Form />;
  };
}
