import { Printer } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useAreas } from '../../shared/areas/use-areas';
import type { ApiReportReflection, ReportPart } from '../../../core/schemas/report-range';
import { useRangeReport } from '../../api/reports';
import { LoadFailed } from '../../components/load-failed';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDay } from '../../lib/format-date';
import { formatDecimal } from '../../lib/i18n';
import { RangePicker, useRangeChoice } from './range-picker';
import { ReportView } from './report-view';
import { ShareReportLink } from './report-parts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The printable report (decision 304): choose the days and what goes in, look at it, and "Save as PDF"
 * prints it through the browser, whose print CSS (styles.css, `@media print`) leaves out everything but
 * the report. The report itself is ReportView, the same a share link shows.
 */
export default function PrintReportPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Printable report`);
  const id = useId();
  const user = useSignedInUser();
  const { today, problem, range, picker } = useRangeChoice('month');
  const [who5, setWho5] = useState(true);
  const [journal, setJournal] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  const parts: ReportPart[] = ['reports', ...(who5 ? (['who5'] as const) : []), 'reflections'];
  if (journal) parts.push('journal');
  const query = useRangeReport(range.from, range.to, parts, problem === null);
  const report = query.data;
  const available = report?.reflections?.items;
  const name = user.name;
  const made = formatDay(today, 'day');
  const chosen = useMemo(() => (available ?? []).filter((r) => picked.has(r.id)), [available, picked]);

  return (
    <>
      <PageHeader
        title={t`Printable report`}
        description={t`A report to print or save as a PDF, for yourself or someone who helps you.`}
        back={{ to: '/reports', label: t`Back to reports` }}
        className="print:hidden"
      />
      <div className="space-y-6">
        <Card className="space-y-5 print:hidden">
          <RangePicker {...picker} />
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium">
              <Trans>Include</Trans>
            </legend>
            <div className="space-y-1">
              <Check id={`${id}-who5`} checked={who5} onChange={setWho5} label={t`WHO-5 results`} />
              <Check
                id={`${id}-journal`}
                checked={journal}
                onChange={setJournal}
                label={t`Journal entries`}
                hint={t`Only when ticked: your journal is private.`}
              />
            </div>
          </fieldset>
          <ReflectionPicker
            items={available}
            total={report?.reflections?.total ?? 0}
            picked={picked}
            onPicked={setPicked}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => window.print()}
              disabled={!report || query.isPlaceholderData || problem !== null}
            >
              <Printer aria-hidden className="size-5" />
              <Trans>Save as PDF</Trans>
            </Button>
            <ShareReportLink />
          </div>
          <p className="text-xs text-muted-foreground">
            <Trans>
              “Save as PDF” opens your browser’s print window: choose “Save as PDF” as the printer, and A4 or
              Letter paper.
            </Trans>
          </p>
        </Card>

        <div className="hidden print:block">
          <p className="text-2xl font-semibold tracking-tight">
            <Trans>Wellbeing report</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            {user.name ? (
              <Trans>
                <bdi>{name}</bdi> · made with Tend on {made}
              </Trans>
            ) : (
              <Trans>made with Tend on {made}</Trans>
            )}
          </p>
        </div>

        {problem === null && query.isPending && <PageSpinner label={t`Loading your report`} />}
        {problem === null && query.isError && !report && (
          <LoadFailed
            message={t`We could not load your report.`}
            checkConnection
            onRetry={() => void query.refetch()}
          />
        )}
        {report && (
          <div
            className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={query.isPlaceholderData}
          >
            <ReportView report={report} reflections={chosen} />
          </div>
        )}
      </div>
    </>
  );
}

function Check({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
}) {
  return (
    <div className="flex min-h-11 items-start gap-3 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className="min-w-0 text-[0.95rem]">
        {label}
        {hint && (
          <span id={`${id}-hint`} className="block text-sm text-muted-foreground">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}

/** The reflections of the range, each ticked to go in the report; none are until the person picks. */
function ReflectionPicker({
  items,
  total,
  picked,
  onPicked,
}: {
  items: readonly ApiReportReflection[] | undefined;
  total: number;
  picked: ReadonlySet<string>;
  onPicked: (picked: ReadonlySet<string>) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const wheel = useAreas();
  const toggle = (rid: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(rid);
    else next.delete(rid);
    onPicked(next);
  };
  const count = picked.size;
  const shown = items?.length ?? 0;
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        <Trans>Reflections to include</Trans>
      </legend>
      {!items ? null : items.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>No reflections in this period.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {total > shown ? (
              <Trans>
                {count} of {shown} chosen (the newest {shown} of {total}).
              </Trans>
            ) : (
              <Trans>
                {count} of {shown} chosen.
              </Trans>
            )}
          </p>
          <div className="mt-2 flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => onPicked(new Set(items.map((r) => r.id)))}>
              <Trans>Choose all</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onPicked(new Set())}>
              <Trans>Choose none</Trans>
            </Button>
          </div>
          <ul
            className="mt-2 max-h-72 divide-y divide-border overflow-y-auto rounded-xl border border-border"
            aria-label={t`Reflections`}
            tabIndex={0}
          >
            {items.map((r) => (
              <li key={r.id} className="flex items-start gap-3 px-3 py-2.5">
                <input
                  id={`${id}-${r.id}`}
                  type="checkbox"
                  checked={picked.has(r.id)}
                  onChange={(e) => toggle(r.id, e.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <label htmlFor={`${id}-${r.id}`} className="min-w-0 text-sm wrap-anywhere">
                  <span className="font-medium">
                    <bdi>{wheel.label(r.dimension)}</bdi> · {formatDecimal(r.score)}
                  </span>
                  <span className="text-muted-foreground"> · {formatDay(r.day, 'day')}</span>
                  <span dir="auto" className="line-clamp-2 block wrap-anywhere text-muted-foreground">
                    {r.notes ?? r.reflection}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
