import type { ApiPasskey } from '../../../core/schemas/passkeys';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { useRemovePasskey } from '../../api/passkeys';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * "Remove this passkey?" — its own chunk (with the Radix dialog), so that /account-security does not
 * wait for it before it paints: the passkeys card loads it at the first sign of intent or after a
 * quiet while, or at the first Remove (decision 523).
 */
export default function RemovePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: ApiPasskey | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemovePasskey();
  const confirm = () => {
    if (!passkey) return;
    remove.mutate(passkey.id, {
      onSuccess: () => {
        toast({ title: t`Passkey removed`, variant: 'success' });
        onClose();
      },
      onError: (error) => {
        toast({
          title: t`Passkey not removed`,
          description: serverMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={passkey !== null}
      busy={remove.isPending}
      onClose={onClose}
      title={t`Remove this passkey?`}
      description={t`You will no longer be able to sign in or unlock the app with it. Your password keeps working.`}
      action={<Trans>Remove</Trans>}
      onConfirm={confirm}
    >
      {passkey && (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm font-medium break-words">
          {passkey.name}
        </p>
      )}
    </ConfirmDialog>
  );
}
