import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { shownScore } from '../../shared/wellbeing/score-words';
import { overallPercent } from './home-rules';
import { formatDay, relativeDayName } from '../../lib/format-date';
import { intlLocale } from '../../lib/i18n';
import { OverallRule } from '../../shared/areas/overall-rule';

export interface OverallCardProps {
  overall: number;
  startingPoint: boolean;
  /** The latest entry's local day, and today's, both YYYY-MM-DD. */
  latestDay: string | null;
  today: string;
}

/** docs/product.md §2 Overall Wellbeing: the latest overall score, one decimal out of 10, and its percentage. */
export function OverallCard({ overall, startingPoint, latestDay, today }: OverallCardProps) {
  const { t } = useLingui();
  const percent = overallPercent(overall);
  const when = latestDay ? (relativeDayName(latestDay, today) ?? formatDay(latestDay, 'dayMonth')) : '';
  const startScore = shownScore(5);
  const percentText = new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(percent / 100);
  const ring = 2 * Math.PI * 30;
  return (
    <Card className="relative overflow-hidden">
      <div className="flex items-center gap-3 min-[360px]:gap-5">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            <Trans>Overall Wellbeing</Trans>
          </h2>
          {/* One line even at 320 px: "/ 10" never wraps under the score. */}
          <p className="mt-1 flex items-baseline gap-1.5 whitespace-nowrap">
            <span className="text-5xl font-semibold tracking-tight tabular-nums">{shownScore(overall)}</span>
            <span className="text-lg text-muted-foreground">
              <Trans>/ 10</Trans>
            </span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {startingPoint ? (
              <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                <Trans>Starting point</Trans>
              </span>
            ) : (
              <BandBadge score={overall} />
            )}
            {latestDay && <span className="text-xs text-muted-foreground">{t`Updated ${when}`}</span>}
          </div>
          <p className="mt-2 text-xs text-muted-foreground">
            <OverallRule />
          </p>
        </div>
        <div className="relative size-20 shrink-0 min-[360px]:size-24" role="img" aria-label={percentText}>
          <svg viewBox="0 0 72 72" className="size-full -rotate-90" aria-hidden>
            <circle cx="36" cy="36" r="30" fill="none" strokeWidth="7" className="stroke-surface-muted" />
            <circle
              cx="36"
              cy="36"
              r="30"
              fill="none"
              strokeWidth="7"
              strokeLinecap="round"
              className="stroke-primary transition-[stroke-dashoffset] duration-700"
              strokeDasharray={ring}
              strokeDashoffset={ring * (1 - percent / 100)}
            />
          </svg>
          <span
            aria-hidden
            className="absolute inset-0 flex items-center justify-center text-lg font-semibold tabular-nums"
          >
            {percentText}
          </span>
        </div>
      </div>
      {startingPoint && (
        <p className="mt-4 rounded-xl bg-surface-muted px-3.5 py-3 text-sm leading-relaxed text-muted-foreground">
          <Trans>
            Everyone starts at {startScore}. It is a starting point, not a verdict: rate an area on the wheel
            below and this becomes yours.
          </Trans>
        </p>
      )}
    </Card>
  );
}
