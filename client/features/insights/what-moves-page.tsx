import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Tags, Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { useAreas } from '../../shared/areas/use-areas';
import { CORE_FEELING_KEY } from '../../../core/dimensions';
import { MIN_DAYS_EACH_SIDE, type AreaMoves, type TagStrength } from '../../../core/what-moves';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { Card, CardTitle } from '../../components/ui/card';
import { ScreenHeader } from '../../components/ui/page-header';
import { useWhatMoves } from '../../api/insights';
import { areaView, shownMean, type PairRow, type TagRow } from './what-moves-rules';
import { QueryView } from '../../components/query-view';

// The reads' schemas (and zod) start loading with the screen, beside its first render (decision 500).
void import('../../../core/schemas/insights').catch(() => undefined);

/** "What moves each area" (decisions 132 and 268): per area and the core feeling, the tags and areas that go with it. */
export default function WhatMovesPage() {
  const { t } = useLingui();
  const data = useWhatMoves();
  const wheel = useAreas();
  return (
    <>
      <ScreenHeader
        title={t`What moves each area`}
        description={t`Patterns in your own check-ins: what tends to go with higher or lower scores. They show what goes together, not what causes what.`}
        back={{ to: '/app', label: t`Back to home` }}
      />
      <p className="mb-5">
        <Link
          to="/tags"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Tags aria-hidden className="size-4" />
          <Trans>Manage your tags</Trans>
        </Link>
      </p>
      <QueryView
        query={data}
        loading={t`Looking for patterns`}
        failed={t`We could not load your patterns.`}
        alert
      >
        {(found) => (
          <ul className="space-y-4" aria-label={t`Areas`}>
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

/** The strength word beside a tag's bars (core's `strengthLabel` is the English; decision 437). */
const STRENGTH_WORDS: Record<TagStrength, MessageDescriptor> = {
  strong: msg`strong link`,
  some: msg`some link`,
  weak: msg`weak link`,
};

/** The whole finding with its strength, as a screen reader says it: one message per strength. */
function spokenWithStrength(spoken: string, strength: TagStrength): MessageDescriptor {
  switch (strength) {
    case 'strong':
      return msg`${spoken} strong link.`;
    case 'some':
      return msg`${spoken} some link.`;
    case 'weak':
      return msg`${spoken} weak link.`;
  }
}

/** One area at a glance (decision 268): tags as with/without bars with a strength word, then pairs. */
function AreaCard({ area, labels }: { area: AreaMoves; labels: readonly AreaMoves[] }) {
  const { t } = useLingui();
  const wheel = useAreas();
  // The wheel's labels as the client knows them now (a built-in area's in the reader's language), the
  // core feeling in the reader's language, else the answer's (decision 379).
  const labelOf = (key: string) =>
    wheel.byKey(key)?.label ??
    (key === CORE_FEELING_KEY ? t`Core Feeling` : undefined) ??
    labels.find((a) => a.key === key)?.label ??
    key;
  const view = areaView(area, labelOf);
  const color = wheel.byKey(area.key)?.color ?? 'var(--color-primary)';
  const label = labelOf(area.key);
  const headingId = `moves-${area.key}`;
  const min = MIN_DAYS_EACH_SIDE;
  const nothing = view.shown.length === 0 && view.folded.length === 0 && view.pairs.length === 0;
  return (
    <Card className="border-s-4" style={{ borderInlineStartColor: color }}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <CardTitle id={headingId} className="wrap-anywhere">
            {label}
          </CardTitle>
          <span className="shrink-0 text-xs text-muted-foreground">{ratedDays(area.ratedDays)}</span>
        </div>
        {nothing ? (
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans>
              Nothing stands out yet. A tag is compared once it is on at least {min} rated days and missing
              from {min} others.
            </Trans>
          </p>
        ) : (
          <>
            {view.shown.length > 0 ? (
              <ul className="mt-3 space-y-4" aria-label={t`Tags and ${label}`}>
                {view.shown.map((row) => (
                  <TagBars key={row.id} row={row} area={label} color={color} />
                ))}
              </ul>
            ) : (
              (view.folded.length > 0 || view.pairs.length === 0) && (
                <p className="mt-2 text-sm text-muted-foreground">
                  <Trans>No tag stands out yet.</Trans>
                </p>
              )
            )}
            {view.folded.length > 0 && (
              <details className="mt-2">
                <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
                  {showAll(view.shown.length + view.folded.length)}
                </summary>
                <ul className="mt-1 space-y-4" aria-label={t`Other tags and ${label}`}>
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
/** "889 days rated" (the plain count, as the findings write it). */
function ratedDays(n: number): string {
  const count = String(n);
  return plural(n, { one: `${count} day rated`, other: `${count} days rated` });
}

/** The summary of the folded tags: "Show all 6 tags". */
function showAll(n: number): string {
  return plural(n, { one: 'Show # tag', other: 'Show all # tags' });
}

/** A tag's finding in short: its name, and which way the area goes with it. */
function TagLine({ tag, direction, area }: { tag: string; direction: TagRow['direction']; area: string }) {
  switch (direction) {
    case 'higher':
      return (
        <Trans>
          <span className="font-medium">“{tag}”</span>{' '}
          <span className="text-muted-foreground">goes with higher {area}</span>
        </Trans>
      );
    case 'lower':
      return (
        <Trans>
          <span className="font-medium">“{tag}”</span>{' '}
          <span className="text-muted-foreground">goes with lower {area}</span>
        </Trans>
      );
    case 'about the same':
      return (
        <Trans>
          <span className="font-medium">“{tag}”</span>{' '}
          <span className="text-muted-foreground">goes with about the same {area}</span>
        </Trans>
      );
  }
}

function TagBars({ row, area, color }: { row: TagRow; area: string; color: string }) {
  const { i18n, t } = useLingui();
  return (
    <li className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="min-w-0 break-words" aria-hidden>
          <TagLine tag={row.tag} direction={row.direction} area={area} />
        </p>
        <Badge variant={STRENGTH_BADGES[row.strength]} aria-hidden>
          {i18n._(STRENGTH_WORDS[row.strength])}
        </Badge>
      </div>
      <p className="sr-only">{i18n._(spokenWithStrength(row.spoken, row.strength))}</p>
      <div aria-hidden className="mt-1.5 space-y-1 text-xs">
        <Bar label={t`With`} value={row.withMean} days={row.withDays} color={color} />
        <Bar label={t`Without`} value={row.withoutMean} days={row.withoutDays} />
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
      <span className="text-end font-semibold tabular-nums">{shownMean(value)}</span>
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
          <Trans>Details</Trans>
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
