import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { serverMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { unsubscribeWithToken } from '../../api/reminders';

/**
 * The link at the end of every reminder email. Opening it changes nothing (mail scanners open links);
 * the button does, with no sign-in: the signed token in the link names the account and the email kind.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Unsubscribe`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeWithToken(token) });

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title={t`Unsubscribe`} />
      <Card padding="lg" className="space-y-4">
        {unsubscribe.isSuccess ? (
          <>
            <p role="status">{unsubscribe.data.message}</p>
            <p className="text-sm text-muted-foreground">
              <Trans>You can turn reminders back on in Profile → Reminders.</Trans>
            </p>
            <Link to="/profile" className={buttonClasses({ variant: 'outline', block: true })}>
              <Trans>Go to Profile</Trans>
            </Link>
          </>
        ) : !token ? (
          <p role="alert">
            <Trans>This unsubscribe link is not complete. Please use the whole link from the email.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>Stop these emails from Tend? You do not need to sign in.</Trans>
            </p>
            {unsubscribe.isError && (
              <p role="alert" className="text-sm text-destructive">
                {serverMessage(unsubscribe.error, t`That did not work. Please try again.`)}
              </p>
            )}
            <Button block size="lg" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              <Trans>Unsubscribe</Trans>
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
