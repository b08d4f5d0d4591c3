import { useMutation } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { failureToast, toast } from '../../components/ui/toast';
import { resetPassword } from '../../api/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { AuthScreen, TextLink } from './auth-screen';
import { newPasswordFieldError, newPasswordProblem } from '../../shared/auth/auth-rules';
import { useFieldErrors } from '../../lib/field-errors';
import { NewPasswordField } from '../../shared/auth/new-password-field';
import { useGuessScorer } from '../../shared/auth/use-guess-scorer';
import { readyToSend } from '../../shared/auth/ready-to-send';
import { SubmitButton } from '../../components/submit-button';
import { Trans, useLingui } from '@lingui/react/macro';

/** `/reset-password?token=…`, the page the reset e-mail links to (docs/product.md §11.5). */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a New Password`);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const scorer = useGuessScorer();
  const fields = useFieldErrors<'password'>();
  const navigate = useNavigate();

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({
        title: t`Password updated`,
        description: t`You can now sign in with your new password.`,
        variant: 'success',
      });
      void navigate('/login', { replace: true });
    },
    onError: failureToast(t`Reset failed`, t`There was an error processing your request. Please try again.`),
  });

  if (!token) {
    return (
      <AuthScreen title={t`This link is incomplete`}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-surface-muted text-muted-foreground">
            <LinkIcon aria-hidden className="size-6" />
          </span>
          <p className="leading-relaxed text-muted-foreground">
            <Trans>
              The reset link is missing its code. Please open the link from the e-mail again, or ask for a new
              one.
            </Trans>
          </p>
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', block: true })}>
            <Trans>Request a New Link</Trans>
          </Link>
        </div>
      </AuthScreen>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = newPasswordFieldError(password, scorer);
    const invalid = fields.show(error ? { password: error } : {}, { password: 'reset-password' });
    if (!readyToSend(invalid, newPasswordProblem(password, scorer))) return;
    reset.mutate({ token, password });
  }

  return (
    <AuthScreen
      title={t`Choose a new password`}
      description={t`Pick something you haven't used here before. You'll sign in with it next.`}
      footer={
        <>
          <Trans>
            Changed your mind? <TextLink to="/login">Back to Sign In</TextLink>
          </Trans>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <NewPasswordField
          id="reset-password"
          label={t`New password`}
          {...fields.bind('password', password, setPassword)}
        />
        <SubmitButton label={t`Set New Password`} busyLabel={t`Saving...`} busy={reset.isPending} />
      </form>
    </AuthScreen>
  );
}
