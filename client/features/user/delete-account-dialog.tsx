import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../components/ui/dialog';
import { failureToast, toast } from '../../components/ui/toast';
import { useFieldErrors } from '../../lib/field-errors';
import { PasswordField } from '../../shared/auth/password-field';

/** The form's check (core's schemas, and zod) comes with the first submit, not with the screen (decision 501). */
const authRules = () => import('../../shared/auth/auth-rules');

/**
 * After the browser confirmation, the password is asked again before the account is deleted. A chunk of
 * its own, loaded from the Delete button's press (decision 530): the Radix dialog and the password
 * field are no part of what /profile loads before it paints.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  busy,
  onConfirm,
}: DialogOpenProps & {
  busy: boolean;
  onConfirm: (password: string) => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const fields = useFieldErrors<'password'>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = await authRules().catch((error: unknown) => {
      failureToast(
        t`Delete account failed`,
        t`There was an error deleting your account. Please try again.`,
      )(error);
      return null;
    });
    if (!rules) return;
    if (fields.show(rules.deleteAccountFieldErrors(password), { password: 'delete-account-password' })) {
      return void toast({
        title: t`Password required`,
        description: t`Please enter your password.`,
        variant: 'destructive',
      });
    }
    onConfirm(password);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          fields.clear('password');
        }
        onOpenChange(next);
      }}
      title={t`Delete My Account`}
      description={t`Enter your password to permanently delete your account and all your data.`}
    >
      <form
        id="delete-account-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
      >
        <PasswordField
          id="delete-account-password"
          label={t`Password`}
          autoComplete="current-password"
          autoFocus
          {...fields.bind('password', password, setPassword)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="destructive" loading={busy}>
            <Trans>Delete My Account</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
