import { formatScore } from '../../../core/scores';
import { Card } from '../../components/ui/card';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { OVERALL_NOTE } from '../../shared/areas/wheel-rules';
import { overallPercent } from './home-rules';
import { formatDay, relativeDayName } from '../../lib/format-date';

export interface OverallCardProps {
  overall: number;
  startingPoint: boolean;
  /** The latest entry's local day, and today's, both YYYY-MM-DD. */
  latestDay: string | null;
  today: string;
}

function lastCheckIn(latestDay: string, today: string): string {
  return `Updated ${relativeDayName(latestDay, today) ?? formatDay(latestDay, 'dayMonth')}`;
}

/** docs/product.md §2 Overall Wellbeing: the latest overall score, one decimal out of 10, and its percentage. */
export function OverallCard({ overall, startingPoint, latestDay, today }: OverallCardProps) {
  const percent = overallPercent(overall);
  const ring = 2 * Math.PI * 30;
  return (
    <Card className="relative overflow-hidden">
      <div className="flex items-center gap-3 min-[360px]:gap-5">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Overall Wellbeing
          </h2>
          {/* One line even at 320 px: "/ 10" never wraps under the score. */}
          <p className="mt-1 flex items-baseline gap-1.5 whitespace-nowrap">
            <span className="text-5xl font-semibold tracking-tight tabular-nums">{formatScore(overall)}</span>
            <span className="text-lg text-muted-foreground">/ 10</span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {startingPoint ? (
              <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                Starting point
              </span>
            ) : (
              <BandBadge score={overall} />
            )}
            {latestDay && (
              <span className="text-xs text-muted-foreground">{lastCheckIn(latestDay, today)}</span>
            )}
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{OVERALL_NOTE}</p>
        </div>
        <div className="relative size-20 shrink-0 min-[360px]:size-24" role="img" aria-label={`${percent}%`}>
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
            {percent}%
          </span>
        </div>
      </div>
      {startingPoint && (
        <p className="mt-4 rounded-xl bg-surface-muted px-3.5 py-3 text-sm leading-relaxed text-muted-foreground">
          Everyone starts at 5.0. It is a starting point, not a verdict: rate an area on the wheel below and
          this becomes yours.
        </p>
      )}
    </Card>
  );
}
