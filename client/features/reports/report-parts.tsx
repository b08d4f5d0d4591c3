import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowRight, ArrowUp, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useAreas } from '../../shared/areas/use-areas';
import type { ApiReportComparison } from '../../../core/schemas/reports';
import { DimensionIcon } from '../../shared/wellbeing/dimension-icon';
import { buttonClasses, StepButton } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { changeView, scoreText, type ReportKind } from './report-rules';

/** Back and forward through weeks or months, with the shown period in between (docs/product.md §4). */
export function PeriodNavigator({
  kind,
  label,
  relative,
  onMove,
  busy = false,
}: {
  kind: ReportKind;
  label: string;
  relative: string | null;
  onMove: (step: -1 | 1) => void;
  /** The report is being fetched: a small spinner beside the label. */
  busy?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={kind === 'week' ? t`Choose week` : t`Choose month`}
      className="flex items-center gap-1 rounded-2xl bg-surface-muted p-1"
    >
      <StepButton
        step={-1}
        label={kind === 'week' ? t`Previous week` : t`Previous month`}
        onClick={() => onMove(-1)}
      />
      <p className="min-w-0 flex-1 text-center leading-tight" aria-live="polite" aria-atomic="true">
        <span className="flex items-center justify-center gap-1.5 text-[0.95rem] font-semibold">
          {label}
          {busy && <Spinner size="sm" label={t`Updating`} />}
        </span>
        {relative && <span className="block text-xs text-muted-foreground">{relative}</span>}
      </p>
      <StepButton step={1} label={kind === 'week' ? t`Next week` : t`Next month`} onClick={() => onMove(1)} />
    </div>
  );
}

const CHANGE_STYLES = {
  up: { icon: ArrowUp, className: 'text-emerald-700 dark:text-emerald-300' },
  down: { icon: ArrowDown, className: 'text-amber-800 dark:text-amber-300' },
  flat: { icon: ArrowRight, className: 'text-muted-foreground' },
} as const;

/** Arrow, signed number and (for screen readers) words: the change never relies on colour. */
export function Change({
  comparison,
  className,
  compact = false,
}: {
  comparison: ApiReportComparison;
  className?: string;
  /** In a table: below 375 px the arrow gives its room to the figures (the sign still shows the way). */
  compact?: boolean;
}) {
  const view = changeView(comparison);
  if (!view) {
    return (
      <span className={cn('text-muted-foreground', className)}>
        <span aria-hidden>—</span>
        <span className="sr-only">
          <Trans>No comparison</Trans>
        </span>
      </span>
    );
  }
  const { icon: Icon, className: tone } = CHANGE_STYLES[view.direction];
  return (
    <span
      title={view.spoken}
      className={cn(
        'inline-flex items-center justify-end gap-0.5 font-semibold tabular-nums',
        tone,
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn('size-4 shrink-0', compact && 'hidden min-[375px]:block')}
        strokeWidth={2.5}
      />
      {/* A signed number keeps its sign in front on a right-to-left page ("+0.2", not "0.2+"). */}
      <span aria-hidden dir="ltr">
        {view.text}
      </span>
      <span className="sr-only">{view.spoken}</span>
    </span>
  );
}

export interface ComparisonRow {
  key: string;
  label: string;
  /** The area's key: its icon is drawn from the person's wheel (decision 350). */
  dimension?: string;
  color?: string;
  comparison: ApiReportComparison;
}

/** A table of previous against current period with the change (docs/product.md §2 "Tables compare …"). */
export function ComparisonTable({
  caption,
  firstColumn,
  columns,
  rows,
  footnote,
}: {
  caption: string;
  firstColumn: string;
  columns: { previous: string; current: string };
  rows: ComparisonRow[];
  footnote?: ReactNode;
}) {
  const wheel = useAreas();
  return (
    <div>
      {/* Auto layout: the figures' columns take exactly their (unwrapped) width, and the area names get
          everything left, so neither "Last month" nor "Achievements" is ever cut or split (decision 102). */}
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <ComparisonHead firstColumn={firstColumn} columns={columns} />
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-2.5 pr-1 text-left font-medium min-[375px]:pr-2">
                <span className="flex min-w-0 items-center gap-2">
                  {row.dimension && (
                    <DimensionIcon
                      name={wheel.byKey(row.dimension)?.icon ?? 'Sparkles'}
                      // The icon gives its room to the name on the narrowest phones.
                      className="hidden size-4 shrink-0 min-[375px]:block"
                      style={{ color: row.color }}
                    />
                  )}
                  <span className="min-w-0 wrap-anywhere">{row.label}</span>
                </span>
              </th>
              <td className="px-1 py-2.5 text-right whitespace-nowrap text-muted-foreground tabular-nums">
                <Score value={row.comparison.previous} />
              </td>
              <td className="px-1 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                <Score value={row.comparison.current} />
                <span aria-hidden className="block text-xs sm:hidden">
                  <Change comparison={row.comparison} compact />
                </span>
              </td>
              <td className="sr-only p-0 text-right whitespace-nowrap sm:not-sr-only sm:py-2.5 sm:pl-1">
                <Change comparison={row.comparison} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {footnote && <p className="mt-3 text-xs text-muted-foreground">{footnote}</p>}
    </div>
  );
}

/** The table's column headings, the same over a report's figures and over its loading shape. */
function ComparisonHead({
  firstColumn,
  columns,
}: {
  firstColumn: string;
  columns: { previous: string; current: string };
}) {
  return (
    <thead>
      {/* Below 375 px the headings are a size smaller, so "Last month" and "Achievements" fit whole. */}
      <tr className="border-b border-border text-[0.7rem] text-muted-foreground min-[375px]:text-xs">
        <th scope="col" className="py-2 pr-1 text-left font-medium min-[375px]:pr-2">
          {firstColumn}
        </th>
        <th scope="col" className="w-px px-1 py-2 text-right font-medium whitespace-nowrap">
          {columns.previous}
        </th>
        <th scope="col" className="w-px px-1 py-2 text-right font-medium whitespace-nowrap">
          {columns.current}
        </th>
        {/* On a phone (up to 430 px and a little beyond) there is no room for a fourth column: the
            change is drawn under this period's figure instead, and the column stays for screen
            readers only, so every width reads the same table (decision 266). */}
        <th
          scope="col"
          className="sr-only w-px p-0 text-right font-medium whitespace-nowrap sm:not-sr-only sm:py-2 sm:pl-1"
        >
          <Trans>Change</Trans>
        </th>
      </tr>
    </thead>
  );
}

/**
 * A ComparisonTable's loading shape (decision 507): the same headings and, per row, the lines that
 * give a row of figures its height — the area's name, the figure's line and, on a phone, the change's
 * line under it, each with the change's arrow where the table has one — in 8 elements instead of ~21
 * (icons, scores, changes and their spoken words). Drawn transparent under the report's skeleton.
 */
export function ComparisonTableSkeleton({
  firstColumn,
  columns,
  labels,
}: {
  firstColumn: string;
  columns: { previous: string; current: string };
  /** Each row's name, which wraps as the real row's does. */
  labels: readonly string[];
}) {
  return (
    <table className="w-full text-sm">
      <ComparisonHead firstColumn={firstColumn} columns={columns} />
      <tbody className="divide-y divide-border">
        {labels.map((label, i) => (
          <tr key={i}>
            <th scope="row" className="py-2.5 pr-1 text-left font-medium min-[375px]:pr-2">
              <span className="wrap-anywhere">{label}</span>
            </th>
            <td colSpan={3} className="px-1 py-2.5 whitespace-nowrap">
              {/* From sm up the change has its own column: its arrow sets the line's height. */}
              <ChangeShape className="hidden sm:inline-flex" />
              {'\u00a0'}
              <span className="block text-xs sm:hidden">
                <ChangeShape className="inline-flex" />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The box a Change with its arrow takes in a line (the arrow gives way below 375 px, as Change's). */
function ChangeShape({ className }: { className: string }) {
  return (
    <span className={cn('items-center gap-0.5 font-semibold', className)}>
      <span className="hidden size-4 shrink-0 min-[375px]:block" />
      {'\u00a0'}
    </span>
  );
}

function Score({ value }: { value: string | null }) {
  if (value !== null) return <>{scoreText(value)}</>;
  return (
    <>
      <span aria-hidden>{scoreText(null)}</span>
      <span className="sr-only">
        <Trans>No data</Trans>
      </span>
    </>
  );
}

/** The way to the share page, from the reports page and from the printable report. */
export function ShareReportLink() {
  return (
    <Link to="/reports/share" className={buttonClasses({ variant: 'outline' })}>
      <Share2 aria-hidden className="size-5" />
      <Trans>Share with someone you trust</Trans>
    </Link>
  );
}
