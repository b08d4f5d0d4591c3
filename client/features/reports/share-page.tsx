import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  DEFAULT_SHARE_SCOPE,
  MAX_ACTIVE_SHARE_LINKS,
  SHARE_EXPIRY_MAX_DAYS,
  SHARE_EXPIRY_MIN_DAYS,
  SHARE_SCOPES,
  type ApiShare,
  type ApiShareCreated,
  type ShareScope,
} from '../../../core/schemas/shares';
import { useCreateShare, useRevokeShare, useShares } from '../../api/shares';
import { LoadFailed } from '../../components/load-failed';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { invalidProps } from '../../lib/field-errors';
import { formatDayRange, formatInstant } from '../../lib/format-date';
import { useIdempotencyKey } from '../../lib/idempotency';
import { RangePicker, useRangeChoice } from './range-picker';
import { intlLocale } from '../../lib/i18n';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const SCOPE_LABELS: Record<ShareScope, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  reports: { label: msg`Reports`, hint: msg`Overview, areas and trends` },
  who5: { label: msg`WHO-5 results`, hint: msg`Your wellbeing index over the period` },
  reflections: { label: msg`Reflections`, hint: msg`What you wrote about each area` },
  journal: { label: msg`Journal`, hint: msg`Your journal entries, in full` },
};

const MIN_DAYS = SHARE_EXPIRY_MIN_DAYS;
const MAX_DAYS = SHARE_EXPIRY_MAX_DAYS;

/** The parts a link shows, as a list in the reader's language ("Reports, Journal"; Arabic's comma). */
function scopeList(i18n: I18n, scope: readonly ShareScope[]): string {
  return new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(
    scope.map((s) => i18n._(SCOPE_LABELS[s].label)),
  );
}

/**
 * Share links (DESIGN §6, decisions 300–302): make a read-only link to part of one's report for a
 * therapist or someone trusted, copy it (it is shown once), see when each was last opened, turn one off.
 */
export default function SharePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Share with someone you trust`);
  const [created, setCreated] = useState<ApiShareCreated | null>(null);
  return (
    <>
      <PageHeader
        title={t`Share with someone you trust`}
        description={t`A read-only link to your report for a therapist, a doctor or someone close. They see only what you choose, without an account, until the link expires or you turn it off.`}
        back={{ to: '/reports', label: t`Back to reports` }}
      />
      <div className="space-y-6">
        {created ? (
          <CreatedLink created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateForm onCreated={setCreated} />
        )}
        <LinkList />
      </div>
    </>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: ApiShareCreated) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { problem, range, picker } = useRangeChoice('three-months');
  const [scope, setScope] = useState<ShareScope[]>([...DEFAULT_SHARE_SCOPE]);
  const [days, setDays] = useState('14');
  const [errors, setErrors] = useState<{ scope?: string; expiry?: string; form?: string }>({});
  const create = useCreateShare();
  const keyFor = useIdempotencyKey();

  function submit(event: FormEvent) {
    event.preventDefault();
    const expiresInDays = Number(days);
    const next: typeof errors = {};
    if (scope.length === 0) next.scope = t`Choose at least one part to share.`;
    if (
      !Number.isInteger(expiresInDays) ||
      expiresInDays < SHARE_EXPIRY_MIN_DAYS ||
      expiresInDays > SHARE_EXPIRY_MAX_DAYS
    )
      next.expiry = t`Choose ${MIN_DAYS} to ${MAX_DAYS} days.`;
    setErrors(next);
    if (next.scope || next.expiry || problem) {
      const first = next.scope ? `${id}-scope-reports` : next.expiry ? `${id}-days` : null;
      if (first) document.getElementById(first)?.focus();
      return;
    }
    const body = {
      scope: SHARE_SCOPES.filter((s) => scope.includes(s)),
      ...range,
      expiresInDays,
    };
    create.mutate(
      { body, key: keyFor(body) },
      {
        onSuccess: onCreated,
        onError: (error) =>
          setErrors({ form: serverMessage(error, t`The link was not made. Please try again.`) }),
      },
    );
  }

  return (
    <Card>
      <CardTitle>
        <Trans>Make a link</Trans>
      </CardTitle>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <fieldset aria-describedby={errors.scope ? `${id}-scope-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium">
            <Trans>What they can see</Trans>
          </legend>
          <div className="space-y-1">
            {SHARE_SCOPES.map((s) => (
              <div key={s} className="flex min-h-11 items-start gap-3 py-1">
                <input
                  id={`${id}-scope-${s}`}
                  type="checkbox"
                  checked={scope.includes(s)}
                  onChange={(e) => {
                    setScope((prev) => (e.target.checked ? [...prev, s] : prev.filter((x) => x !== s)));
                    setErrors((prev) => ({ ...prev, scope: undefined }));
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <label htmlFor={`${id}-scope-${s}`} className="min-w-0 text-[0.95rem]">
                  {i18n._(SCOPE_LABELS[s].label)}
                  <span className="block text-sm text-muted-foreground">{i18n._(SCOPE_LABELS[s].hint)}</span>
                </label>
              </div>
            ))}
          </div>
          {errors.scope && (
            <p id={`${id}-scope-error`} className="mt-1 text-sm font-medium text-destructive">
              {errors.scope}
            </p>
          )}
        </fieldset>
        <RangePicker {...picker} />
        <Field
          id={`${id}-days`}
          label={<Trans>Link works for (days)</Trans>}
          error={errors.expiry}
          className="space-y-1.5"
        >
          <Input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={SHARE_EXPIRY_MIN_DAYS}
            max={SHARE_EXPIRY_MAX_DAYS}
            step={1}
            value={days}
            onChange={(e) => {
              setDays(e.target.value);
              setErrors((prev) => ({ ...prev, expiry: undefined }));
            }}
            className="max-w-32"
            {...invalidProps(`${id}-days`, errors.expiry)}
          />
          <p className="text-sm text-muted-foreground">
            <Trans>
              From {MIN_DAYS} to {MAX_DAYS} days. You can turn it off sooner.
            </Trans>
          </p>
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        )}
        <Button type="submit" block loading={create.isPending}>
          <Link2 aria-hidden className="size-5" />
          <Trans>Make link</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** The new link, shown this once: Tend keeps only its fingerprint (decision 300). */
function CreatedLink({ created, onDone }: { created: ApiShareCreated; onDone: () => void }) {
  const { t } = useLingui();
  const until = formatInstant(created.expiresAt, 'dayTime');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
      toast({ title: t`Link copied`, variant: 'success' });
    } catch {
      document.getElementById(`${id}-url`)?.focus();
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      toast({ title: t`Copy the selected link`, description: t`Your browser did not let Tend copy it.` });
    }
  };
  return (
    <Card className="border-primary" data-testid="created-link">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
        <Trans>Your link is ready</Trans>
      </h2>
      <CardDescription className="mt-1">
        <Trans>
          This link is shown only once: copy it now and send it to the person you trust. Tend keeps only a
          fingerprint of it and cannot show it again. It works until {until}.
        </Trans>
      </CardDescription>
      <Field id={`${id}-url`} label={<Trans>Link</Trans>} className="mt-4 space-y-1.5">
        <Input
          id={`${id}-url`}
          readOnly
          value={created.url}
          onFocus={(e) => e.target.select()}
          className="font-mono text-sm"
        />
      </Field>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-5" /> : <Copy aria-hidden className="size-5" />}
          {copied ? t`Copied` : t`Copy link`}
        </Button>
        <Button variant="outline" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </Card>
  );
}

function linkState(
  share: ApiShare,
  now: number,
): { label: MessageDescriptor; variant: 'primary' | 'neutral' | 'destructive' } {
  if (share.revoked) return { label: msg`Turned off`, variant: 'neutral' };
  if (Date.parse(share.expiresAt) <= now) return { label: msg`Expired`, variant: 'neutral' };
  return { label: msg`Working`, variant: 'primary' };
}

function LinkList() {
  const { t } = useLingui();
  const shares = useShares();
  const heading = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<ApiShare | null>(null);
  const now = Date.now();
  const active = shares.data?.filter((s) => linkState(s, now).variant === 'primary').length ?? 0;
  return (
    <section aria-labelledby="share-links-heading">
      <h2
        id="share-links-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold tracking-tight outline-none"
      >
        <Trans>Your links</Trans>
      </h2>
      {shares.data && (
        <p className="mt-0.5 text-sm text-muted-foreground">
          <Trans>
            {active} of {MAX_ACTIVE_SHARE_LINKS} working. Links you turned off or that expired stay listed for
            a while.
          </Trans>
        </p>
      )}
      <div className="mt-3">
        {shares.isPending && <PageSpinner label={t`Loading your links`} />}
        {shares.isError && !shares.data && (
          <LoadFailed
            message={t`We could not load your links.`}
            checkConnection
            onRetry={() => void shares.refetch()}
          />
        )}
        {shares.data && shares.data.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>You have not shared anything yet.</Trans>
          </p>
        )}
        {shares.data && shares.data.length > 0 && (
          <ul className="space-y-3" data-testid="share-links">
            {shares.data.map((share) => (
              <ShareRow key={share.id} share={share} now={now} onRevoke={() => setRevoking(share)} />
            ))}
          </ul>
        )}
      </div>
      <RevokeDialog
        share={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => heading.current?.focus()}
      />
    </section>
  );
}

function ShareRow({ share, now, onRevoke }: { share: ApiShare; now: number; onRevoke: () => void }) {
  const { t, i18n } = useLingui();
  const state = linkState(share, now);
  const working = state.variant === 'primary';
  const what = scopeList(i18n, share.scope);
  const days = formatDayRange(share.from, share.to);
  const made = formatInstant(share.createdAt, 'day');
  const until = formatInstant(share.expiresAt, 'dayTime');
  const opened = share.lastOpenedAt ? formatInstant(share.lastOpenedAt, 'dayTime') : null;
  return (
    <li>
      <Card padding="sm" className="flex flex-wrap items-start gap-3">
        <div className="min-w-48 flex-1 space-y-0.5">
          <p className="font-medium">
            {days} <Badge variant={state.variant}>{i18n._(state.label)}</Badge>
          </p>
          <p className="text-sm">{what}</p>
          <p className="text-sm text-muted-foreground">
            {working ? (
              <Trans>
                Made {made} · works until {until}
              </Trans>
            ) : share.revoked ? (
              <Trans>
                Made {made} · was to work until {until}
              </Trans>
            ) : (
              <Trans>
                Made {made} · expired {until}
              </Trans>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {opened ? <Trans>Last opened {opened}</Trans> : <Trans>Not opened yet</Trans>}
          </p>
        </div>
        {working && (
          <Button
            variant="outline"
            size="sm"
            className="ms-auto"
            onClick={onRevoke}
            aria-label={t`Turn off the link for ${days}`}
          >
            <Trans>Turn off</Trans>
          </Button>
        )}
      </Card>
    </li>
  );
}

function RevokeDialog({
  share,
  onClose,
  onRevoked,
}: {
  share: ApiShare | null;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const { t, i18n } = useLingui();
  const revoke = useRevokeShare();
  const confirm = () => {
    if (!share) return;
    revoke.mutate(share.id, {
      onSuccess: () => {
        toast({ title: t`Link turned off`, variant: 'success' });
        onClose();
        // Its button is gone with it: focus goes to the list's heading once the dialog has closed.
        window.setTimeout(onRevoked, 0);
      },
      onError: (error) => {
        toast({
          title: t`Link not turned off`,
          description: serverMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <ConfirmDialog
      open={share !== null}
      busy={revoke.isPending}
      onClose={onClose}
      title={t`Turn off this link?`}
      description={t`Whoever has it will no longer be able to open it, from now on. This cannot be undone; you can make a new link.`}
      action={<Trans>Turn off</Trans>}
      onConfirm={confirm}
    >
      {share && (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm font-medium">
          {formatDayRange(share.from, share.to)}: {scopeList(i18n, share.scope)}
        </p>
      )}
    </ConfirmDialog>
  );
}
