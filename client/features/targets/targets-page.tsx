import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useAreas } from '../../shared/areas/use-areas';
import { formatScore } from '../../../core/scores';
import type { ApiTargets } from '../../../core/schemas/targets';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/field-frame';
import { ScreenHeader } from '../../components/ui/page-header';
import { failureToast, toast } from '../../components/ui/toast';
import { fieldErrorsFrom, invalidProps, useFieldErrors } from '../../lib/field-errors';
import { useSaveTargets, useTargets } from '../../api/targets';
import { QueryView } from '../../components/query-view';
import { formatDecimal } from '../../lib/i18n';
import { preloadOnIntent } from '../../lib/preload-on-intent';

/**
 * The form's check (core's schema, and zod) comes with the first save, not with the screen (decision
 * 532, as decision 501 for the account forms); it starts loading at the first sign of intent.
 */
const targetsRules = () => import('../../../core/schemas/targets');

const CHOICES = Array.from({ length: 21 }, (_, i) => formatScore(i / 2));
const SELECT_CLASSES =
  'h-11 w-auto shrink-0 rounded-xl border border-input bg-surface px-2 text-base text-foreground shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** Set where each area should be (decision 130); the wheel draws it as an outline. */
export default function TargetsPage() {
  const { t } = useLingui();
  const targets = useTargets();
  return (
    <>
      <ScreenHeader
        title={t`Targets`}
        description={t`Where would you like each area to be? Your wheel shows the target as an outline.`}
        back={{ to: '/app', label: t`Back to home` }}
      />
      <QueryView
        query={targets}
        loading={t`Loading your targets`}
        failed={t`We could not load your targets.`}
        alert
      >
        {(data) => <TargetsForm initial={data} />}
      </QueryView>
    </>
  );
}

function TargetsForm({ initial }: { initial: ApiTargets }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<ApiTargets>(initial);
  const save = useSaveTargets();
  const fields = useFieldErrors<string>();
  // The areas shown on the person's wheel, areas of one's own too, with their names and colours
  // (decisions 350, 375).
  const areas = useAreas().shown;
  const changed = areas.filter((a) => (draft[a.key] ?? null) !== (initial[a.key] ?? null)).map((a) => a.key);
  useEffect(() => preloadOnIntent(() => void targetsRules().catch(() => undefined)), []);
  // True while the first save waits for the check's module: a second press sends nothing twice.
  const checking = useRef(false);
  const failed = failureToast(t`Error`, t`Failed to save targets.`);
  const submit = async () => {
    const body: Record<string, string | null> = {};
    for (const key of changed) body[key] = draft[key] ?? null;
    checking.current = true;
    const rules = await targetsRules()
      .catch((error: unknown) => void failed(error))
      .finally(() => (checking.current = false));
    if (!rules) return;
    // The server's schema (core/schemas/targets): each target a score from 0 to 10 in steps of 0.5.
    const ids = Object.fromEntries(areas.map((a) => [a.key, `target-${a.key}`]));
    if (fields.show(fieldErrorsFrom<string>(rules.PutTargetsSchema, body), ids)) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast({ title: t`Targets saved`, variant: 'success' });
      },
      onError: failed,
    });
  };
  return (
    // The smaller padding leaves 320 px phones room for "Achievements" and "No target" on one line.
    <Card padding="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (changed.length > 0 && !save.isPending && !checking.current) void submit();
        }}
      >
        <ul className="divide-y divide-border">
          {areas.map((area) => {
            const id = `target-${area.key}`;
            return (
              <li key={area.key} className="py-2.5">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={id} className="flex min-w-0 items-center gap-2.5">
                    <span
                      aria-hidden
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: area.color }}
                    />
                    <span className="min-w-0 wrap-anywhere">{area.label}</span>
                  </Label>
                  <select
                    id={id}
                    className={SELECT_CLASSES}
                    value={draft[area.key] ?? ''}
                    onChange={(event) => {
                      setDraft({
                        ...draft,
                        [area.key]: event.target.value === '' ? null : event.target.value,
                      });
                      fields.clear(area.key);
                    }}
                    {...invalidProps(id, fields.errors[area.key])}
                  >
                    <option value="">{t`No target`}</option>
                    {CHOICES.map((c) => (
                      <option key={c} value={c}>
                        {formatDecimal(c)}
                      </option>
                    ))}
                  </select>
                </div>
                <FieldError fieldId={id} message={fields.errors[area.key]} className="mt-2" />
              </li>
            );
          })}
        </ul>
        <Button type="submit" block className="mt-4" loading={save.isPending} disabled={changed.length === 0}>
          <Trans>Save targets</Trans>
        </Button>
      </form>
    </Card>
  );
}
