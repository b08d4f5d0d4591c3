import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serverMessageToast, toast } from '../../components/ui/toast';
import { signUp } from '../../api/auth';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../api/config';
import { browserTimeZone } from '../../lib/time-zone';
import { AuthScreen, TextLink } from './auth-screen';
import { signupFieldErrors, signupProblem } from '../../shared/auth/auth-rules';
import { useFieldErrors } from '../../lib/field-errors';
import { NameField } from '../../shared/auth/name-field';
import { NewPasswordField } from '../../shared/auth/new-password-field';
import { signedOutOnly } from './signed-out-only';
import { useCompleteSignIn } from './use-signed-in';
import { useGuessScorer } from '../../shared/auth/use-guess-scorer';
import { EmailField } from './email-field';
import { readyToSend } from '../../shared/auth/ready-to-send';
import { SubmitButton } from '../../components/submit-button';
import { NAME_MAX } from '../../../core/limits';
import { lengthError } from '../../lib/text-length';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

export default signedOutOnly(SignupForm, msg`Sign Up`);

function SignupForm() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const fields = useFieldErrors<'name' | 'email' | 'password'>();
  // A longer name is an error at once, never cut (decision 260).
  const nameError = fields.errors.name ?? lengthError(name, NAME_MAX, 'Name');
  const scorer = useGuessScorer();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const signups = usePublicConfig().data?.signups;

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: (response) => {
      toast({ title: t`Account created!`, description: t`Welcome to Tend.`, variant: 'success' });
      completeSignIn(response);
    },
    onError: serverMessageToast(t`Sign-up failed`, t`Please check your information and try again.`),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fields.show(signupFieldErrors({ name, email, password, scorer }), {
      name: 'signup-name',
      email: 'signup-email',
      password: 'signup-password',
    });
    if (!readyToSend(invalid, signupProblem({ email, password, agreed, name, scorer }))) return;
    const timeZone = browserTimeZone();
    signup.mutate({
      name: name.trim() || null,
      email: email.trim(),
      password,
      ...(timeZone ? { timeZone } : {}),
      ...(invite ? { invite } : {}),
    });
  }

  return (
    <AuthScreen
      title={t`Create your account`}
      description={t`A calm, private space to check in with yourself.`}
      footer={
        <>
          <Trans>
            Already have an account? <TextLink to="/login">Sign In</TextLink>
          </Trans>
        </>
      }
    >
      {signups === 'closed' || (signups === 'invite' && !invite) ? (
        <p role="status" className="rounded-xl bg-surface-muted p-4 text-sm leading-relaxed">
          {signups === 'closed'
            ? t`Signing up is closed on this server.`
            : t`Signing up on this server needs an invitation link. Please ask the person who runs it for one.`}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <NameField
            id="signup-name"
            label={
              <Trans>
                Name <span className="font-normal text-muted-foreground">(optional)</span>
              </Trans>
            }
            placeholder={t`What to call you`}
            value={name}
            error={nameError}
            onChange={fields.edit('name', setName)}
          />
          <EmailField id="signup-email" {...fields.bind('email', email, setEmail)} />
          <NewPasswordField
            id="signup-password"
            label={t`Password`}
            {...fields.bind('password', password, setPassword)}
            email={email}
            name={name}
          />
          <TermsCheckbox checked={agreed} onChange={setAgreed} />
          <SubmitButton
            label={t`Create Account`}
            busyLabel={t`Creating Account...`}
            busy={signup.isPending}
            disabled={!agreed}
          />
        </form>
      )}
    </AuthScreen>
  );
}

function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <span className="relative flex size-11 shrink-0 items-center justify-center -m-2.5">
        <input
          id="signup-terms"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="peer size-11 cursor-pointer appearance-none rounded-xl focus-visible:outline-none"
        />
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute flex size-6 items-center justify-center rounded-md border-2 transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-surface',
          )}
        >
          {checked && <Check className="size-4" strokeWidth={3} />}
        </span>
      </span>
      <label htmlFor="signup-terms" className="pt-0.5 text-sm leading-relaxed text-muted-foreground">
        <Trans>
          I agree to the{' '}
          <Link to="/terms-of-use" className="font-medium text-primary underline underline-offset-2">
            Terms of Use
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
            Privacy Policy
          </Link>
        </Trans>
      </label>
    </div>
  );
}
