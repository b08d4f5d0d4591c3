import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessageToast, toast } from '../../components/ui/toast';
import { logIn } from '../../api/auth';
import { sessionWasRefused } from '../../lib/session';
import { AuthScreen, TextLink } from './auth-screen';
import { loginFieldErrors, loginProblem } from '../../shared/auth/auth-rules';
import { useFieldErrors } from '../../lib/field-errors';
import { PasswordField } from '../../shared/auth/password-field';
import { signedOutOnly } from './signed-out-only';
import { useCompleteSignIn } from './use-signed-in';
import { EmailField } from './email-field';
import { readyToSend } from '../../shared/auth/ready-to-send';
import { SubmitButton } from '../../components/submit-button';
import { Button } from '../../components/ui/button';
import { KeyRound } from 'lucide-react';
import { serverMessage } from '../../lib/api-error';
import { passkeyCancelled, passkeysSupported, signInWithPasskey } from '../../api/passkeys';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

export default signedOutOnly(LoginForm, msg`Sign In`);

function LoginForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const completeSignIn = useCompleteSignIn();
  const fields = useFieldErrors<'email' | 'password'>();
  // Sent here because the server no longer knew the session (decision 255): say so.
  const [sessionEnded] = useState(sessionWasRefused);

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (response) => {
      toast({ title: t`Welcome back!`, variant: 'success' });
      completeSignIn(response);
    },
    onError: serverMessageToast(t`Login failed`, t`Please check your credentials and try again.`),
  });

  const passkey = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (response) => {
      toast({ title: t`Welcome back!`, variant: 'success' });
      completeSignIn(response);
    },
    onError: (error) => {
      if (passkeyCancelled(error)) return;
      toast({
        title: t`Login failed`,
        description: serverMessage(error, t`The passkey could not sign you in. Please try again.`),
        variant: 'destructive',
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fields.show(loginFieldErrors(email, password), {
      email: 'login-email',
      password: 'login-password',
    });
    if (!readyToSend(invalid, loginProblem(email, password))) return;
    login.mutate({ email: email.trim(), password });
  }

  return (
    <AuthScreen
      title={t`Welcome back`}
      description={t`Sign in to continue tending to your wellbeing.`}
      footer={
        <>
          <Trans>
            Don&apos;t have an account? <TextLink to="/signup">Sign Up</TextLink>
          </Trans>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {sessionEnded && (
          <p role="status" className="rounded-xl border border-border bg-surface-muted px-4 py-3 text-sm">
            <Trans>Your session has ended. Please sign in again.</Trans>
          </p>
        )}
        <EmailField id="login-email" {...fields.bind('email', email, setEmail)} />
        <div className="space-y-1">
          <PasswordField
            id="login-password"
            label={t`Password`}
            autoComplete="current-password"
            {...fields.bind('password', password, setPassword)}
          />
          <div className="flex justify-end">
            <Link
              to="/forgot-password"
              className="inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Trans>Forgotten Password?</Trans>
            </Link>
          </div>
        </div>
        <SubmitButton label={t`Sign In`} busyLabel={t`Signing In...`} busy={login.isPending} />
      </form>
      {passkeysSupported() && (
        <div className="mt-5 space-y-5">
          <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            <Trans>or</Trans>
          </p>
          <Button
            variant="outline"
            size="lg"
            block
            loading={passkey.isPending}
            onClick={() => passkey.mutate()}
          >
            <KeyRound aria-hidden className="size-5" />
            <Trans>Sign in with a passkey</Trans>
          </Button>
        </div>
      )}
    </AuthScreen>
  );
}
