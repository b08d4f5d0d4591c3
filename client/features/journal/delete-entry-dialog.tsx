import type { ApiJournalEntry } from '../../../core/schemas/journal';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { SAVED_ON_DEVICE } from '../../lib/offline/messages';
import { useDeleteJournalEntry } from '../../api/journal';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * "Delete this entry?" — its own chunk (with the Radix dialog), so that /journal's list does not wait
 * for it: the page loads it when the list is shown and the browser is idle, or at the first Delete.
 */
export default function DeleteEntryDialog({
  entry,
  onClose,
}: {
  entry: ApiJournalEntry | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteJournalEntry();
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry, {
      onSuccess: ({ queued }) => {
        toast(
          queued ? SAVED_ON_DEVICE : { title: t`Journal entry deleted successfully`, variant: 'success' },
        );
        onClose();
      },
      onError: () => {
        toast({ title: t`Error`, description: t`Failed to delete journal entry`, variant: 'destructive' });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={entry !== null}
      busy={remove.isPending}
      onClose={onClose}
      title={t`Delete this entry?`}
      description={t`Are you sure you want to delete this journal entry? This action cannot be undone.`}
      action={<Trans>Delete</Trans>}
      onConfirm={confirm}
    >
      {entry && (
        // The clamp is on the inner box: on the padded one, its bottom padding showed the top of a fourth line.
        <div className="rounded-xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">
          <p dir="auto" className="line-clamp-3 wrap-anywhere">
            {entry.title ? (
              <strong className="font-semibold text-foreground">
                <bdi>{entry.title}</bdi>:{' '}
              </strong>
            ) : null}
            {entry.content}
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
