import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { APP_LOCK_MINUTES, MAX_PASSKEY_NAME } from '../../../core/limits';
import type { ApiPasskey } from '../../../core/schemas/passkeys';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogCancel } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { lockApp, setAppLockMinutes, useAppLockMinutes } from '../../lib/app-lock';
import { invalidProps } from '../../lib/field-errors';
import { formatInstant } from '../../lib/format-date';
import {
  passkeyCancelled,
  passkeysSupported,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../../api/passkeys';

/** The account's passkeys: add one on this device, rename or remove any (decision 270). */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [removing, setRemoving] = useState<ApiPasskey | null>(null);

  return (
    <Card padding="lg">
      <h2 id="passkeys-heading" className="text-lg font-semibold tracking-tight">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Sign in with your fingerprint, face or screen lock instead of typing your password. Your password
        keeps working too.
      </p>
      {passkeys.isPending ? (
        // The height of "No passkeys yet.", what most accounts show: nothing below moves when the list
        // arrives (decision 315).
        <div className="mt-4 flex h-5 items-center justify-center">
          <Spinner size="sm" label="Loading passkeys" />
        </div>
      ) : passkeys.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          Your passkeys could not be loaded. Please try again.
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="mt-4 text-sm">No passkeys yet.</p>
      ) : (
        <ul aria-labelledby="passkeys-heading" className="mt-4 divide-y divide-border">
          {passkeys.data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <Button
          variant="outline"
          block
          className="mt-4"
          loading={add.isPending}
          onClick={() =>
            add.mutate(undefined, {
              onSuccess: () => toast({ title: 'Passkey added', variant: 'success' }),
              onError: (error) => {
                if (passkeyCancelled(error)) return;
                toast({
                  title: 'Passkey not added',
                  description: serverMessage(error, 'Please try again.'),
                  variant: 'destructive',
                });
              },
            })
          }
        >
          <KeyRound aria-hidden className="size-5" />
          Add a passkey
        </Button>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">This browser cannot use passkeys.</p>
      )}
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: ApiPasskey; onRemove: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="py-3">
      {editing ? (
        <RenameForm passkey={passkey} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <KeyRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-40 flex-1">
            <p className="font-medium break-words">
              {passkey.name} {passkey.synced && <Badge>Synced</Badge>}
            </p>
            <p className="text-sm text-muted-foreground">
              Added {formatInstant(passkey.createdAt, 'day')} ·{' '}
              {passkey.lastUsedAt
                ? `last used ${formatInstant(passkey.lastUsedAt, 'dayTime')}`
                : 'not used yet'}
            </p>
          </div>
          <div className="ms-auto flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setEditing(true)}
            >
              Rename
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove ${passkey.name}`} onClick={onRemove}>
              Remove
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: ApiPasskey; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenamePasskey();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please give the passkey a name.');
      return;
    }
    rename.mutate(
      { id: passkey.id, name: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Passkey renamed', variant: 'success' });
          onDone();
        },
        onError: (err) => setError(serverMessage(err, 'The passkey was not renamed. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor={id}>Passkey name</Label>
        <Input
          id={id}
          value={name}
          maxLength={MAX_PASSKEY_NAME}
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          {...invalidProps(id, error)}
        />
        <FieldError fieldId={id} message={error} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={rename.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

function RemovePasskeyDialog({ passkey, onClose }: { passkey: ApiPasskey | null; onClose: () => void }) {
  const remove = useRemovePasskey();
  const confirm = () => {
    if (!passkey) return;
    remove.mutate(passkey.id, {
      onSuccess: () => {
        toast({ title: 'Passkey removed', variant: 'success' });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Passkey not removed',
          description: serverMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={passkey !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Remove this passkey?"
      description="You will no longer be able to sign in or unlock the app with it. Your password keeps working."
      footer={
        <>
          <DialogCancel disabled={remove.isPending} />
          <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
            Remove
          </Button>
        </>
      }
    >
      {passkey && (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm font-medium break-words">
          {passkey.name}
        </p>
      )}
    </Dialog>
  );
}

const LOCK_LABELS: Record<(typeof APP_LOCK_MINUTES)[number], string> = {
  0: 'Off',
  1: 'After 1 minute',
  5: 'After 5 minutes',
  15: 'After 15 minutes',
};

/** The app lock's idle time, kept on this device (decision 272). */
export function AppLockCard() {
  const minutes = useAppLockMinutes();
  return (
    <Card padding="lg">
      <fieldset>
        <legend className="text-lg font-semibold tracking-tight">App lock</legend>
        <p className="mt-1 text-sm text-muted-foreground">
          On a shared device, hide Tend behind a lock screen when it has not been used for a while. Unlock it
          with a passkey or your password; you stay signed in. This choice is kept on this device only.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          {APP_LOCK_MINUTES.map((m) => (
            <label
              key={m}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-input px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="app-lock"
                value={m}
                checked={minutes === m}
                onChange={() => setAppLockMinutes(m)}
                className="size-4 accent-primary"
              />
              {LOCK_LABELS[m]}
            </label>
          ))}
        </div>
      </fieldset>
      {minutes > 0 && (
        <Button variant="outline" block className="mt-4" onClick={lockApp}>
          Lock now
        </Button>
      )}
    </Card>
  );
}
