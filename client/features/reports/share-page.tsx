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
import { Dialog, DialogCancel } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { serverMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { invalidProps } from '../../lib/field-errors';
import { formatDayRange, formatInstant } from '../../lib/format-date';
import { useIdempotencyKey } from '../../lib/idempotency';
import { RangePicker, useRangeChoice } from './range-picker';

const SCOPE_LABELS: Record<ShareScope, { label: string; hint: string }> = {
  reports: { label: 'Reports', hint: 'Overview, areas and trends' },
  who5: { label: 'WHO-5 results', hint: 'Your wellbeing index over the period' },
  reflections: { label: 'Reflections', hint: 'What you wrote about each area' },
  journal: { label: 'Journal', hint: 'Your journal entries, in full' },
};

const EXPIRY_MESSAGE = `Choose ${SHARE_EXPIRY_MIN_DAYS} to ${SHARE_EXPIRY_MAX_DAYS} days.`;

/**
 * Share links (DESIGN §6, decisions 300–302): make a read-only link to part of one's report for a
 * therapist or someone trusted, copy it (it is shown once), see when each was last opened, turn one off.
 */
export default function SharePage() {
  useDocumentTitle('Share with someone you trust');
  const [created, setCreated] = useState<ApiShareCreated | null>(null);
  return (
    <>
      <PageHeader
        title="Share with someone you trust"
        description="A read-only link to your report for a therapist, a doctor or someone close. They see only what you choose, without an account, until the link expires or you turn it off."
        back={{ to: '/reports', label: 'Back to reports' }}
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
    if (scope.length === 0) next.scope = 'Choose at least one part to share.';
    if (
      !Number.isInteger(expiresInDays) ||
      expiresInDays < SHARE_EXPIRY_MIN_DAYS ||
      expiresInDays > SHARE_EXPIRY_MAX_DAYS
    )
      next.expiry = EXPIRY_MESSAGE;
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
          setErrors({ form: serverMessage(error, 'The link was not made. Please try again.') }),
      },
    );
  }

  return (
    <Card>
      <CardTitle>Make a link</CardTitle>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <fieldset aria-describedby={errors.scope ? `${id}-scope-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium">What they can see</legend>
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
                  {SCOPE_LABELS[s].label}
                  <span className="block text-sm text-muted-foreground">{SCOPE_LABELS[s].hint}</span>
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
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-days`}>Link works for (days)</Label>
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
            From {SHARE_EXPIRY_MIN_DAYS} to {SHARE_EXPIRY_MAX_DAYS} days. You can turn it off sooner.
          </p>
          <FieldError fieldId={`${id}-days`} message={errors.expiry} />
        </div>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        )}
        <Button type="submit" block loading={create.isPending}>
          <Link2 aria-hidden className="size-5" />
          Make link
        </Button>
      </form>
    </Card>
  );
}

/** The new link, shown this once: Tend keeps only its fingerprint (decision 300). */
function CreatedLink({ created, onDone }: { created: ApiShareCreated; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      document.getElementById(`${id}-url`)?.focus();
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      toast({ title: 'Copy the selected link', description: 'Your browser did not let Tend copy it.' });
    }
  };
  return (
    <Card className="border-primary" data-testid="created-link">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
        Your link is ready
      </h2>
      <CardDescription className="mt-1">
        This link is shown only once: copy it now and send it to the person you trust. Tend keeps only a
        fingerprint of it and cannot show it again. It works until{' '}
        {formatInstant(created.expiresAt, 'dayTime')}.
      </CardDescription>
      <div className="mt-4 space-y-1.5">
        <Label htmlFor={`${id}-url`}>Link</Label>
        <Input
          id={`${id}-url`}
          readOnly
          value={created.url}
          onFocus={(e) => e.target.select()}
          className="font-mono text-sm"
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          {copied ? <Check aria-hidden className="size-5" /> : <Copy aria-hidden className="size-5" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </Card>
  );
}

function linkState(
  share: ApiShare,
  now: number,
): { label: string; variant: 'primary' | 'neutral' | 'destructive' } {
  if (share.revoked) return { label: 'Turned off', variant: 'neutral' };
  if (Date.parse(share.expiresAt) <= now) return { label: 'Expired', variant: 'neutral' };
  return { label: 'Working', variant: 'primary' };
}

function LinkList() {
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
        Your links
      </h2>
      {shares.data && (
        <p className="mt-0.5 text-sm text-muted-foreground">
          {active} of {MAX_ACTIVE_SHARE_LINKS} working. Links you turned off or that expired stay listed for a
          while.
        </p>
      )}
      <div className="mt-3">
        {shares.isPending && <PageSpinner label="Loading your links" />}
        {shares.isError && !shares.data && (
          <LoadFailed
            message="We could not load your links."
            checkConnection
            onRetry={() => void shares.refetch()}
          />
        )}
        {shares.data && shares.data.length === 0 && (
          <p className="text-sm text-muted-foreground">You have not shared anything yet.</p>
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
  const state = linkState(share, now);
  const working = state.variant === 'primary';
  const what = share.scope.map((s) => SCOPE_LABELS[s].label).join(', ');
  return (
    <li>
      <Card padding="sm" className="flex flex-wrap items-start gap-3">
        <div className="min-w-48 flex-1 space-y-0.5">
          <p className="font-medium">
            {formatDayRange(share.from, share.to)} <Badge variant={state.variant}>{state.label}</Badge>
          </p>
          <p className="text-sm">{what}</p>
          <p className="text-sm text-muted-foreground">
            Made {formatInstant(share.createdAt, 'day')} ·{' '}
            {working ? 'works until' : share.revoked ? 'was to work until' : 'expired'}{' '}
            {formatInstant(share.expiresAt, 'dayTime')}
          </p>
          <p className="text-sm text-muted-foreground">
            {share.lastOpenedAt
              ? `Last opened ${formatInstant(share.lastOpenedAt, 'dayTime')}`
              : 'Not opened yet'}
          </p>
        </div>
        {working && (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={onRevoke}
            aria-label={`Turn off the link for ${formatDayRange(share.from, share.to)}`}
          >
            Turn off
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
  const revoke = useRevokeShare();
  const confirm = () => {
    if (!share) return;
    revoke.mutate(share.id, {
      onSuccess: () => {
        toast({ title: 'Link turned off', variant: 'success' });
        onClose();
        // Its button is gone with it: focus goes to the list's heading once the dialog has closed.
        window.setTimeout(onRevoked, 0);
      },
      onError: (error) => {
        toast({
          title: 'Link not turned off',
          description: serverMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <Dialog
      open={share !== null}
      onOpenChange={(open) => {
        if (!open && !revoke.isPending) onClose();
      }}
      title="Turn off this link?"
      description="Whoever has it will no longer be able to open it, from now on. This cannot be undone; you can make a new link."
      footer={
        <>
          <DialogCancel disabled={revoke.isPending} />
          <Button variant="destructive" loading={revoke.isPending} onClick={confirm}>
            Turn off
          </Button>
        </>
      }
    >
      {share && (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-sm font-medium">
          {formatDayRange(share.from, share.to)}: {share.scope.map((s) => SCOPE_LABELS[s].label).join(', ')}
        </p>
      )}
    </Dialog>
  );
}
