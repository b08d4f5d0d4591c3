import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { APP_LOCK_MINUTES, MAX_PASSKEY_NAME } from '../../../core/limits';
import type { ApiPasskey } from '../../../core/schemas/passkeys';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { AccessSummary } from './access-summary';
import { serverMessage } from '../../lib/api-error';
import { lockApp, setAppLockMinutes, useAppLockMinutes } from '../../lib/app-lock';
import { invalidProps } from '../../lib/field-errors';
import { lengthError } from '../../lib/text-length';
import { shownCounterId } from '../../components/length-counter';
import { formatInstant } from '../../lib/format-date';
import { preloadOnIntent } from '../../lib/preload-on-intent';
import {
  passkeyCancelled,
  passkeysSupported,
  useAddPasskey,
  usePasskeys,
  useRenamePasskey,
} from '../../api/passkeys';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The removal's confirmation (the Radix dialog) is no part of what the screen paints first: it loads at
 * the first sign of intent or after a quiet while, and a Remove before that waits for it (decision 523).
 */
const loadRemoveDialog = () => import('./remove-passkey-dialog');
const RemovePasskeyDialog = lazy(loadRemoveDialog);

/** The account's passkeys: add one on this device, rename or remove any (decision 270). */
export function PasskeysCard() {
  const { t } = useLingui();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [removing, setRemoving] = useState<ApiPasskey | null>(null);
  // Mounted from the first Remove on, so later closings keep their animation.
  const [removeWanted, setRemoveWanted] = useState(false);
  if (removing && !removeWanted) setRemoveWanted(true);
  useEffect(() => preloadOnIntent(() => void loadRemoveDialog().catch(() => undefined)), []);

  return (
    <Card padding="lg">
      <h2 id="passkeys-heading" className="text-lg font-semibold tracking-tight">
        <Trans>Passkeys</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Sign in with your fingerprint, face or screen lock instead of typing your password. Your password
          keeps working too.
        </Trans>
      </p>
      {passkeys.isPending ? (
        // The height of "No passkeys yet.", what most accounts show: nothing below moves when the list
        // arrives (decision 315).
        <div className="mt-4 flex h-5 items-center justify-center">
          <Spinner size="sm" label={t`Loading passkeys`} />
        </div>
      ) : passkeys.isError ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          <Trans>Your passkeys could not be loaded. Please try again.</Trans>
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="mt-4 text-sm">
          <Trans>No passkeys yet.</Trans>
        </p>
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
              onSuccess: () => toast({ title: t`Passkey added`, variant: 'success' }),
              onError: (error) => {
                if (passkeyCancelled(error)) return;
                toast({
                  title: t`Passkey not added`,
                  description: serverMessage(error, t`Please try again.`),
                  variant: 'destructive',
                });
              },
            })
          }
        >
          <KeyRound aria-hidden className="size-5" />
          <Trans>Add a passkey</Trans>
        </Button>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">
          <Trans>This browser cannot use passkeys.</Trans>
        </p>
      )}
      {removeWanted && (
        <Suspense fallback={null}>
          <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      )}
    </Card>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: ApiPasskey; onRemove: () => void }) {
  const { t } = useLingui();
  const name = passkey.name;
  const added = formatInstant(passkey.createdAt, 'day');
  const lastUsed = passkey.lastUsedAt ? formatInstant(passkey.lastUsedAt, 'dayTime') : null;
  const [editing, setEditing] = useState(false);
  return (
    <li className="py-3">
      {editing ? (
        <RenameForm passkey={passkey} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <AccessSummary
            icon={KeyRound}
            name={name}
            badge={passkey.synced && <Trans>Synced</Trans>}
            className="min-w-40"
          >
            {lastUsed ? (
              <Trans>
                Added {added} · last used {lastUsed}
              </Trans>
            ) : (
              <Trans>Added {added} · not used yet</Trans>
            )}
          </AccessSummary>
          <div className="ms-auto flex gap-1">
            <Button variant="ghost" size="sm" aria-label={t`Rename ${name}`} onClick={() => setEditing(true)}>
              <Trans>Rename</Trans>
            </Button>
            <Button variant="ghost" size="sm" aria-label={t`Remove ${name}`} onClick={onRemove}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: ApiPasskey; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenamePasskey();

  // A longer name is refused at the field, never cut to fit (decision 260): no maxLength.
  const tooLong = lengthError(name, MAX_PASSKEY_NAME, 'Passkey name');
  const shown = tooLong ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (tooLong) return;
    if (!trimmed) {
      setError(t`Please give the passkey a name.`);
      return;
    }
    rename.mutate(
      { id: passkey.id, name: trimmed },
      {
        onSuccess: () => {
          toast({ title: t`Passkey renamed`, variant: 'success' });
          onDone();
        },
        onError: (err) => setError(serverMessage(err, t`The passkey was not renamed. Please try again.`)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field
        id={id}
        label={<Trans>Passkey name</Trans>}
        error={shown}
        counted={{ value: name, max: MAX_PASSKEY_NAME }}
      >
        <Input
          id={id}
          value={name}
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          {...invalidProps(id, shown, shownCounterId(id, name, MAX_PASSKEY_NAME))}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={rename.isPending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

const LOCK_LABELS: Record<(typeof APP_LOCK_MINUTES)[number], MessageDescriptor> = {
  0: msg`Off`,
  1: msg`After 1 minute`,
  5: msg`After 5 minutes`,
  15: msg`After 15 minutes`,
};

/** The app lock's idle time, kept on this device (decision 272). */
export function AppLockCard() {
  const { t } = useLingui();
  const minutes = useAppLockMinutes();
  return (
    <Card padding="lg">
      <fieldset>
        <legend className="text-lg font-semibold tracking-tight">
          <Trans>App lock</Trans>
        </legend>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            On a shared device, hide Tend behind a lock screen when it has not been used for a while. Unlock
            it with a passkey or your password; you stay signed in. This choice is kept on this device only.
          </Trans>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          {APP_LOCK_MINUTES.map((m) => (
            <label
              key={m}
              className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-xl border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="app-lock"
                value={m}
                checked={minutes === m}
                onChange={() => setAppLockMinutes(m)}
                className="size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0 break-words">{t(LOCK_LABELS[m])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {minutes > 0 && (
        <Button variant="outline" block className="mt-4" onClick={lockApp}>
          <Trans>Lock now</Trans>
        </Button>
      )}
    </Card>
  );
}
