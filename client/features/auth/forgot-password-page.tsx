import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { dismissToast, toast } from '../../components/ui/toast';
import { requestPasswordReset } from '../../api/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { usePublicConfig } from '../../api/config';
import { AuthScreen, TextLink } from './auth-screen';
import {
  forgotPasswordFieldErrors,
  forgotPasswordProblem,
  normaliseEmail,
} from '../../shared/auth/auth-rules';
import { useFieldErrors } from '../../lib/field-errors';
import { EmailField } from './email-field';
import { readyToSend } from '../../shared/auth/ready-to-send';
import { SubmitButton } from '../../components/submit-button';
import { Trans, useLingui } from '@lingui/react/macro';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgotten Password`);
  const [email, setEmail] = useState('');
  const config = usePublicConfig();
  const fields = useFieldErrors<'email'>();

  const request = useMutation({
    mutationFn: requestPasswordReset,
    // An earlier attempt's error toast ("Invalid email") must not stay over "Check your email".
    onSuccess: () => dismissToast(),
    onError: () =>
      toast({
        title: t`Error`,
        description: t`There was an error processing your request. Please try again.`,
        variant: 'destructive',
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fields.show(forgotPasswordFieldErrors(email), { email: 'forgot-email' });
    if (!readyToSend(invalid, forgotPasswordProblem(email))) return;
    request.mutate(normaliseEmail(email));
  }

  if (request.isSuccess) {
    // "Demo Mode" only when this server writes mail to its outbox instead of delivering it.
    const demo = config.data?.emailDelivery === 'outbox';
    return (
      <AuthScreen title={t`Check your email`}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <MailCheck aria-hidden className="size-7" />
          </span>
          {demo && (
            <Badge variant="accent">
              <Trans>Demo Mode</Trans>
            </Badge>
          )}
          <p className="leading-relaxed">
            <Trans>If an account with that email exists, we&apos;ve sent password reset instructions.</Trans>
          </p>
          {demo && (
            <p className="rounded-xl bg-surface-muted p-3 text-sm leading-relaxed text-muted-foreground">
              <Trans>
                No real e-mail is sent in this demonstration: the message was saved to this server&apos;s
                outbox folder, where the person running it can open the reset link.
              </Trans>
            </p>
          )}
          <Link to="/login" className={buttonClasses({ size: 'lg', block: true }, 'mt-2')}>
            <Trans>Back to Sign In</Trans>
          </Link>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={t`Forgotten your password?`}
      description={t`Enter your email and we'll send you a link to choose a new one.`}
      footer={
        <>
          <Trans>
            Remembered it? <TextLink to="/login">Back to Sign In</TextLink>
          </Trans>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <EmailField id="forgot-email" {...fields.bind('email', email, setEmail)} />
        <SubmitButton label={t`Send Reset Link`} busyLabel={t`Sending...`} busy={request.isPending} />
      </form>
    </AuthScreen>
  );
}
