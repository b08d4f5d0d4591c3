import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ApiTag } from '../../../core/schemas/tags';
import { normaliseTagName, TAG_NAME_MAX } from '../../../core/tags';
import { LengthCounter, shownCounterId } from '../../components/length-counter';
import { FieldError } from '../../components/ui/field-error';
import { invalidProps } from '../../lib/field-errors';
import { lengthError } from '../../lib/text-length';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancel } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/field-frame';
import { failureToast, toast } from '../../components/ui/toast';
import { useDeleteTag, useMergeTag, useRenameTag } from '../../api/tags';

/** What the dialog does, to which tag; `key` opens a fresh dialog each time. */
export type TagAction = { kind: 'rename' | 'merge' | 'delete'; tag: ApiTag; key: number };

/**
 * Rename, merge or delete one tag. A chunk of its own, loaded at the first sign of the person reaching
 * for the page (decision 530): the Radix dialog and the form's parts are no part of what /tags loads
 * before it paints.
 */
export function TagDialog({
  action,
  tags,
  onClose,
}: {
  action: TagAction;
  tags: ApiTag[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { kind, tag } = action;
  const tagName = tag.name;
  const others = tags.filter((other) => other.id !== tag.id);
  const [name, setName] = useState(tag.name);
  const [into, setInto] = useState(others[0]?.id ?? '');
  const fieldId = useId();
  const rename = useRenameTag();
  const merge = useMergeTag();
  const remove = useDeleteTag();
  const pending = rename.isPending || merge.isPending || remove.isPending;
  const done = (title: string) => {
    toast({ title, variant: 'success' });
    onClose();
  };
  const failed = failureToast(t`Error`, t`Failed to change the tag.`);
  // A longer name is refused at the field, never cut to fit (decision 260).
  const tooLong = lengthError(normaliseTagName(name), TAG_NAME_MAX, 'A tag');
  const submit = () => {
    if (kind === 'rename' && tooLong) return;
    if (kind === 'rename')
      rename.mutate({ id: tag.id, name }, { onSuccess: () => done(t`Tag renamed`), onError: failed });
    else if (kind === 'merge')
      merge.mutate({ id: tag.id, into }, { onSuccess: () => done(t`Tags merged`), onError: failed });
    else remove.mutate(tag.id, { onSuccess: () => done(t`Tag deleted`), onError: failed });
  };
  const title =
    kind === 'rename'
      ? t`Rename “${tagName}”`
      : kind === 'merge'
        ? t`Merge “${tagName}”`
        : t`Delete “${tagName}”?`;
  const description =
    kind === 'rename'
      ? t`The new name shows everywhere the tag is used.`
      : kind === 'merge'
        ? t`Everything tagged with it gets the other tag instead; then it is removed.`
        : t`It is removed from every check-in and journal entry. The entries themselves stay.`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={<span className="wrap-anywhere">{title}</span>}
      description={description}
      footer={
        <>
          <DialogCancel disabled={pending} />
          <Button
            type="submit"
            form={fieldId + '-form'}
            variant={kind === 'delete' ? 'destructive' : 'primary'}
            loading={pending}
            disabled={kind === 'rename' ? !name.trim() : kind === 'merge' ? !into : false}
          >
            {kind === 'rename' ? t`Rename` : kind === 'merge' ? t`Merge` : t`Delete`}
          </Button>
        </>
      }
    >
      <form
        id={fieldId + '-form'}
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) submit();
        }}
        className="space-y-2"
      >
        {kind === 'rename' && (
          <>
            <Label htmlFor={fieldId}>
              <Trans>Name</Trans>
            </Label>
            <Input
              id={fieldId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...invalidProps(
                fieldId,
                tooLong,
                shownCounterId(fieldId, normaliseTagName(name), TAG_NAME_MAX),
              )}
            />
            <LengthCounter fieldId={fieldId} value={normaliseTagName(name)} max={TAG_NAME_MAX} />
            <FieldError fieldId={fieldId} message={tooLong} />
          </>
        )}
        {kind === 'merge' && (
          <>
            <Label htmlFor={fieldId}>
              <Trans>Merge into</Trans>
            </Label>
            <select
              id={fieldId}
              value={into}
              onChange={(e) => setInto(e.target.value)}
              className="h-11 w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          </>
        )}
      </form>
    </Dialog>
  );
}
