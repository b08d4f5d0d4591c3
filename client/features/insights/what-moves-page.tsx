import { Link2, Tags, Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { useAreas } from '../../shared/areas/use-areas';
import {
  MIN_DAYS_EACH_SIDE,
  strengthLabel,
  type AreaMoves,
  type TagStrength,
} from '../../../core/what-moves';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { Card, CardTitle } from '../../components/ui/card';
import { ScreenHeader } from '../../components/ui/page-header';
import { useWhatMoves } from '../../api/insights';
import { areaView, type PairRow, type TagRow } from './what-moves-rules';
import { QueryView } from '../../components/query-view';

/** "What moves each area" (decisions 132 and 268): per area and the core feeling, the tags and areas that go with it. */
export default function WhatMovesPage() {
  const data = useWhatMoves();
  const wheel = useAreas();
  return (
    <>
      <ScreenHeader
        title="What moves each area"
        description="Patterns in your own check-ins: what tends to go with higher or lower scores. They show what goes together, not what causes what."
        back={{ to: '/app', label: 'Back to home' }}
      />
      <p className="mb-5">
        <Link
          to="/tags"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Tags aria-hidden className="size-4" />
          Manage your tags
        </Link>
      </p>
      <QueryView query={data} loading="Looking for patterns" failed="We could not load your patterns." alert>
        {(found) => (
          <ul className="space-y-4" aria-label="Areas">
            {/* The areas shown on the wheel now (decision 350); the core feeling is no area of it. */}
            {found.areas
              .filter((area) => !wheel.byKey(area.key)?.hidden)
              .map((area) => (
                <li key={area.key}>
                  <AreaCard area={area} labels={found.areas} />
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

const STRENGTH_BADGES: Record<TagStrength, BadgeVariant> = {
  strong: 'primary',
  some: 'accent',
  weak: 'neutral',
};

/** One area at a glance (decision 268): tags as with/without bars with a strength word, then pairs. */
function AreaCard({ area, labels }: { area: AreaMoves; labels: readonly AreaMoves[] }) {
  const wheel = useAreas();
  // The wheel's labels as the client knows them now, else the answer's (the core feeling's; decision 379).
  const labelOf = (key: string) => wheel.byKey(key)?.label ?? labels.find((a) => a.key === key)?.label ?? key;
  const view = areaView(area, labelOf);
  const color = wheel.byKey(area.key)?.color ?? 'var(--color-primary)';
  const label = labelOf(area.key);
  const headingId = `moves-${area.key}`;
  const nothing = view.shown.length === 0 && view.folded.length === 0 && view.pairs.length === 0;
  return (
    <Card className="border-l-4" style={{ borderLeftColor: color }}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <CardTitle id={headingId} className="wrap-anywhere">
            {label}
          </CardTitle>
          <span className="shrink-0 text-xs text-muted-foreground">
            {area.ratedDays} {area.ratedDays === 1 ? 'day' : 'days'} rated
          </span>
        </div>
        {nothing ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Nothing stands out yet. A tag is compared once it is on at least {MIN_DAYS_EACH_SIDE} rated days
            and missing from {MIN_DAYS_EACH_SIDE} others.
          </p>
        ) : (
          <>
            {view.shown.length > 0 ? (
              <ul className="mt-3 space-y-4" aria-label={`Tags and ${label}`}>
                {view.shown.map((row) => (
                  <TagBars key={row.id} row={row} area={label} color={color} />
                ))}
              </ul>
            ) : (
              (view.folded.length > 0 || view.pairs.length === 0) && (
                <p className="mt-2 text-sm text-muted-foreground">No tag stands out yet.</p>
              )
            )}
            {view.folded.length > 0 && (
              <details className="mt-2">
                <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
                  {`Show all ${view.shown.length + view.folded.length} tags`}
                </summary>
                <ul className="mt-1 space-y-4" aria-label={`Other tags and ${label}`}>
                  {view.folded.map((row) => (
                    <TagBars key={row.id} row={row} area={label} color={color} />
                  ))}
                </ul>
              </details>
            )}
            {view.pairs.length > 0 && <Pairs pairs={view.pairs} />}
          </>
        )}
      </section>
    </Card>
  );
}

/** A tag's with/without pair of bars (0–10), its direction and strength in words. */
function TagBars({ row, area, color }: { row: TagRow; area: string; color: string }) {
  return (
    <li className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="min-w-0 break-words" aria-hidden>
          <span className="font-medium">“{row.tag}”</span>{' '}
          <span className="text-muted-foreground">
            {row.direction === 'about the same'
              ? `goes with about the same ${area}`
              : `goes with ${row.direction} ${area}`}
          </span>
        </p>
        <Badge variant={STRENGTH_BADGES[row.strength]} aria-hidden>
          {strengthLabel(row.strength)}
        </Badge>
      </div>
      <p className="sr-only">{`${row.spoken} ${strengthLabel(row.strength)}.`}</p>
      <div aria-hidden className="mt-1.5 space-y-1 text-xs">
        <Bar label="With" value={row.withMean} days={row.withDays} color={color} />
        <Bar label="Without" value={row.withoutMean} days={row.withoutDays} />
      </div>
    </li>
  );
}

function Bar({ label, value, days, color }: { label: string; value: number; days: number; color?: string }) {
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)_2rem] items-center gap-2">
      <span className="text-muted-foreground">
        {label} <span className="tabular-nums">({days})</span>
      </span>
      <span className="h-2.5 overflow-hidden rounded-full bg-surface-muted">
        <span
          className={cn('block h-full rounded-full', !color && 'bg-muted-foreground/60')}
          style={{ width: `${Math.min(100, Math.max(0, value * 10))}%`, backgroundColor: color }}
        />
      </span>
      <span className="text-right font-semibold tabular-nums">{value.toFixed(1)}</span>
    </div>
  );
}

/** Areas that move with this one, in words; the coefficients for screen readers and in the details. */
function Pairs({ pairs }: { pairs: PairRow[] }) {
  return (
    <div className="mt-4 border-t border-border pt-3">
      <ul className="space-y-2">
        {pairs.map((p) => {
          const Icon = p.direction === 'together' ? Link2 : Unlink;
          return (
            <li key={p.id} className="flex gap-2.5 text-sm leading-relaxed break-words">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0">
                {p.sentence}
                <span className="sr-only">{` (${p.numbers})`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <details className="mt-1">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
          Details
        </summary>
        <ul className="space-y-1 text-xs text-muted-foreground">
          {pairs.map((p) => (
            <li key={p.id}>{p.spoken}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
