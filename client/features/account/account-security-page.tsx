import { MonitorSmartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ApiSession } from '../../../core/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { failureToast, toast } from '../../components/ui/toast';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { serverFieldErrors, useFieldErrors } from '../../lib/field-errors';
import { PasswordField } from '../../shared/auth/password-field';
import { NewPasswordField } from '../../shared/auth/new-password-field';
import { readyToSend } from '../../shared/auth/ready-to-send';
import { loadGuessScorer, useGuessScorer } from '../../shared/auth/use-guess-scorer';
import { useChangePassword, useSessions, useSignOutOtherSessions, useSignOutSession } from '../../api/auth';
import { formatInstant } from '../../lib/format-date';
import { SubmitButton } from '../../components/submit-button';
import { AccessSummary } from './access-summary';
import { AppLockCard, PasskeysCard } from './passkeys-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

// The reads' schemas (zod/mini's, decision 534) start loading with the screen (decision 500); the route's
// preloads hold them too, so they come with the page.
void import('../../../core/schemas/devices').catch(() => undefined);

/** Password change, passkeys, the app lock and the list of signed-in devices (decisions 092, 270 and 272). */
export default function AccountSecurityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Password & Devices`);
  return (
    <div className="space-y-6">
      <PageHeader title={t`Password & Devices`} back={{ to: '/profile', label: t`Back to Profile` }} />
      <ChangePasswordCard />
      <PasskeysCard />
      <AppLockCard />
      <SessionsCard />
    </div>
  );
}

/** The form's checks (core's schemas, and zod) come with the first submit, not with the screen (decision 501). */
const authRules = () => import('../../shared/auth/auth-rules');

function ChangePasswordCard() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  // Not with the screen: once a new password is typed (decision 317).
  const loadedScorer = useGuessScorer(next !== '');
  const change = useChangePassword();
  const fields = useFieldErrors<'currentPassword' | 'newPassword'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A submit that beats the scorer's chunk waits for it: the checks are those of a loaded scorer.
    const scorer = loadedScorer ?? (next ? await loadGuessScorer().catch(() => undefined) : undefined);
    const rules = await authRules().catch((error: unknown) => {
      failureToast(t`Password not changed`, t`Please try again.`)(error);
      return null;
    });
    if (!rules) return;
    const { changePasswordFieldErrors, newPasswordProblem } = rules;
    const invalid = fields.show(
      changePasswordFieldErrors({ currentPassword: current, newPassword: next, scorer, details: user }),
      { currentPassword: 'current-password', newPassword: 'new-password' },
    );
    if (!current || !next) {
      return void toast({
        title: t`Missing information`,
        description: t`Please enter your current and your new password.`,
        variant: 'destructive',
      });
    }
    if (!readyToSend(invalid, newPasswordProblem(next, scorer, user))) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast({
            title: t`Password changed`,
            description: t`Your other devices have been signed out.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          // A wrong current password is shown at its field, like the form's other errors.
          fields.show(serverFieldErrors(error, ['currentPassword', 'newPassword'] as const), {
            currentPassword: 'current-password',
            newPassword: 'new-password',
          });
          failureToast(t`Password not changed`, t`Please try again.`)(error);
        },
      },
    );
  }

  return (
    <Card padding="lg">
      <h2 className="mb-4 text-lg font-semibold tracking-tight">
        <Trans>Change password</Trans>
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField
          id="current-password"
          label={t`Current password`}
          autoComplete="current-password"
          {...fields.bind('currentPassword', current, setCurrent)}
        />
        <NewPasswordField
          id="new-password"
          label={t`New password`}
          {...fields.bind('newPassword', next, setNext)}
          email={user.email}
          name={user.name}
        />
        <SubmitButton label={t`Change Password`} busyLabel={t`Saving...`} busy={change.isPending} />
      </form>
    </Card>
  );
}

function SessionsCard() {
  const { t } = useLingui();
  const sessions = useSessions();
  const endOthers = useSignOutOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card padding="lg">
      <h2 id="devices-heading" className="text-lg font-semibold tracking-tight">
        <Trans>Signed-in devices</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Each browser you signed in with. Sign out any you do not recognise or no longer use.</Trans>
      </p>
      {sessions.isPending ? (
        // About one device's row (there is always this one): the card keeps its height (decision 315).
        <div className="mt-4 flex min-h-20 items-center justify-center">
          <Spinner label={t`Loading devices`} />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          <Trans>Your devices could not be loaded. Please try again.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="devices-heading" className="mt-4 divide-y divide-border">
          {sessions.data.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button
          variant="outline"
          block
          className="mt-4"
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                toast({
                  title: t`Signed out of other devices`,
                  description: plural(ended, {
                    one: '# device was signed out.',
                    other: '# devices were signed out.',
                  }),
                  variant: 'success',
                }),
              onError: () =>
                toast({
                  title: t`Sign out failed`,
                  description: t`Please try again.`,
                  variant: 'destructive',
                }),
            })
          }
        >
          <Trans>Sign out all other devices</Trans>
        </Button>
      )}
    </Card>
  );
}

function SessionRow({ session }: { session: ApiSession }) {
  const { t } = useLingui();
  const end = useSignOutSession();
  const device = session.device ?? t`Unknown browser`;
  const since = formatInstant(session.createdAt, 'day');
  const lastUsed = formatInstant(session.lastUsedAt, 'dayTime');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <AccessSummary
        icon={MonitorSmartphone}
        name={device}
        badge={session.current && <Trans>This device</Trans>}
        className="min-w-0"
      >
        <Trans>
          Signed in {since} · last used {lastUsed}
        </Trans>
      </AccessSummary>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          loading={end.isPending}
          aria-label={t`Sign out ${device}, signed in ${since}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast({ title: t`Device signed out`, variant: 'success' }),
              onError: () =>
                toast({
                  title: t`Sign out failed`,
                  description: t`Please try again.`,
                  variant: 'destructive',
                }),
            })
          }
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}
