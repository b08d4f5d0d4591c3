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
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeWithToken(token) });

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title="Unsubscribe" />
      <Card padding="lg" className="space-y-4">
        {unsubscribe.isSuccess ? (
          <>
            <p role="status">{unsubscribe.data.message}</p>
            <p className="text-sm text-muted-foreground">
              You can turn reminders back on in Profile → Reminders.
            </p>
            <Link to="/profile" className={buttonClasses({ variant: 'outline', block: true })}>
              Go to Profile
            </Link>
          </>
        ) : !token ? (
          <p role="alert">This unsubscribe link is not complete. Please use the whole link from the email.</p>
        ) : (
          <>
            <p>Stop these emails from Tend? You do not need to sign in.</p>
            {unsubscribe.isError && (
              <p role="alert" className="text-sm text-destructive">
                {serverMessage(unsubscribe.error, 'That did not work. Please try again.')}
              </p>
            )}
            <Button block size="lg" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              Unsubscribe
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
