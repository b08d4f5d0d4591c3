import { useMutation } from '@tanstack/react-query';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Logo } from '../components/logo';
import { SubmitButton } from '../components/submit-button';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { failureToast } from '../components/ui/toast';
import { logOut } from '../api/auth';
import { serverMessage } from '../lib/api-error';
import { unlockApp } from '../lib/app-lock';
import { useDocumentTitle } from '../lib/document-title';
import { useEndSession } from '../shared/auth/end-session';
import { PasswordField } from '../shared/auth/password-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { passkeyCancelled, passkeysSupported, unlockWithPasskey, unlockWithPassword } from '../api/passkeys';

// Its own chunk, loaded only when the app is locked (decision 316): with the password field and the
// auth and passkey calls, it brought core's zod schemas into every signed-in first load.
/**
 * What a locked app shows instead of every signed-in screen (decision 272): nothing of the account —
 * no name, no email, no data; the screens are unmounted. Unlock with this account's passkey or its
 * password; the session stays as it was.
 */
export function LockScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Locked`);
  const endSession = useEndSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passkeyError, setPasskeyError] = useState<string | undefined>();

  const byPassword = useMutation({
    mutationFn: unlockWithPassword,
    onSuccess: unlockApp,
    onError: (err) => {
      setError(serverMessage(err, t`The app could not be unlocked. Please try again.`));
      document.getElementById('unlock-password')?.focus();
    },
  });
  const byPasskey = useMutation({
    mutationFn: unlockWithPasskey,
    onSuccess: unlockApp,
    onError: (err) => {
      if (passkeyCancelled(err)) return;
      setPasskeyError(serverMessage(err, t`The passkey could not unlock the app. Please use your password.`));
    },
  });
  const signOut = useMutation({
    networkMode: 'always',
    mutationFn: () => logOut({ revokeLaterOffline: false }),
    onSuccess: () => {
      unlockApp();
      endSession();
    },
    onError: failureToast(t`Sign out failed`, t`Please try again.`),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t`Please enter your password.`);
      document.getElementById('unlock-password')?.focus();
      return;
    }
    byPassword.mutate(password);
  }

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-5 outline-none"
    >
      <Logo className="self-start text-primary" />
      <div className="flex flex-1 flex-col justify-center py-8">
        <div className="mb-6 text-center">
          <LockKeyhole aria-hidden className="mx-auto mb-3 size-10 text-primary" />
          <h1 className="text-[1.75rem] leading-tight font-semibold tracking-tight">
            <Trans>Tend is locked</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>Unlock to carry on where you left off.</Trans>
          </p>
        </div>
        <Card padding="lg" className="space-y-5">
          {passkeysSupported() && (
            <div className="space-y-2">
              <Button
                size="lg"
                block
                loading={byPasskey.isPending}
                onClick={() => {
                  setPasskeyError(undefined);
                  byPasskey.mutate();
                }}
              >
                <KeyRound aria-hidden className="size-5" />
                <Trans>Unlock with a passkey</Trans>
              </Button>
              {passkeyError && (
                <p role="alert" className="text-sm text-destructive">
                  {passkeyError}
                </p>
              )}
              <p className="flex items-center gap-3 pt-2 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                <Trans>or</Trans>
              </p>
            </div>
          )}
          <form onSubmit={submit} noValidate className="space-y-5">
            <PasswordField
              id="unlock-password"
              label={t`Password`}
              autoComplete="current-password"
              value={password}
              error={error}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
            />
            <SubmitButton label={t`Unlock`} busyLabel={t`Unlocking...`} busy={byPassword.isPending} />
          </form>
        </Card>
        <Button
          variant="ghost"
          className="mt-6 self-center"
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </main>
  );
}
