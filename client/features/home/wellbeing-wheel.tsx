import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import type { WheelArea } from '../../shared/areas/wheel-rules';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { iconFor } from '../../shared/wellbeing/dimension-icon';
import { areaScoreName, shownScore } from '../../shared/wellbeing/score-words';
import { polar, scoreRadius, segmentAngles, wedgePath, WHEEL } from './wheel-geometry';

export interface WellbeingWheelProps {
  /** The areas shown now, in the person's order (3–12, decision 351). */
  areas: readonly WheelArea[];
  scores: Record<string, number>;
  overall: number;
  /** True for a new user: every score is the starting 5, not something they said. */
  startingPoint: boolean;
  onSelect: (dimension: string) => void;
  labelledBy: string;
  /** Targets (decision 130), drawn as an outline over the score; null or absent where unset. */
  targets?: Partial<Record<string, number | null>>;
}

const GUIDES = [2.5, 5, 7.5, 10];

/**
 * The Health and Wellbeing Wheel (docs/product.md §2): one segment per shown area (3–12, decision 351) whose length from the hub shows the score,
 * each in its area's colour and each a keyboard-operable button named "Sleep, 7.5 out of 10, Doing
 * Well". The legend repeats score and band in words for sighted users, so colour is never the only cue.
 */
export function WellbeingWheel({
  areas,
  scores,
  overall,
  startingPoint,
  onSelect,
  labelledBy,
  targets = {},
}: WellbeingWheelProps) {
  const { i18n } = useLingui();
  const { size, centre, hub, outer, iconRing } = WHEEL;
  const count = areas.length;
  const onKey = (event: KeyboardEvent, key: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(key);
    }
  };
  const segmentLabel = (label: string, score: number, starting: boolean, target: number | null) => {
    const name = areaScoreName(label, score, starting, i18n);
    if (target === null) return name;
    const shownTarget = shownScore(target);
    return i18n._(msg`${name}, target ${shownTarget}`);
  };
  return (
    <div>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="group"
        aria-labelledby={labelledBy}
        className="mx-auto block w-full max-w-[340px] touch-manipulation"
      >
        {GUIDES.map((g) => (
          <circle
            key={g}
            cx={centre}
            cy={centre}
            r={scoreRadius(g)}
            fill="none"
            className="stroke-border"
            strokeWidth={g === 10 ? 1.5 : 1}
            strokeDasharray={g === 10 ? undefined : '3 5'}
          />
        ))}
        {areas.map((area, i) => {
          const score = scores[area.key] ?? 5;
          const { start, end, mid } = segmentAngles(i, count);
          const iconAt = polar(mid, iconRing);
          const Icon = iconFor(area.icon);
          const target = targets[area.key] ?? null;
          return (
            <g
              key={area.key}
              role="button"
              tabIndex={0}
              aria-label={segmentLabel(area.label, score, startingPoint, target)}
              onClick={() => onSelect(area.key)}
              onKeyDown={(event) => onKey(event, area.key)}
              className="group cursor-pointer outline-none"
              data-dimension={area.key}
            >
              {/* The full-length track: the whole slice is the tap target, even for a score of 0. */}
              <path
                d={wedgePath(start, end, hub, outer)}
                fill={area.color}
                fillOpacity={0.12}
                strokeWidth={3}
                strokeLinejoin="round"
                className="stroke-transparent transition-[fill-opacity] group-hover:fill-opacity-20 group-focus-visible:stroke-ring"
              />
              <path
                d={wedgePath(start, end, hub, scoreRadius(score))}
                fill={area.color}
                fillOpacity={startingPoint ? 0.45 : 0.9}
                className="transition-all duration-500"
              />
              {target !== null && (
                <path
                  d={wedgePath(start, end, hub, scoreRadius(target))}
                  fill="none"
                  stroke={area.color}
                  strokeWidth={2}
                  strokeDasharray="5 3"
                  strokeLinejoin="round"
                  data-target={shownScore(target)}
                  className="pointer-events-none"
                />
              )}
              <circle
                cx={iconAt.x}
                cy={iconAt.y}
                r={14}
                fill={area.color}
                className="stroke-surface"
                strokeWidth={2}
              />
              <Icon
                x={iconAt.x - 8}
                y={iconAt.y - 8}
                width={16}
                height={16}
                color="#fff"
                strokeWidth={2.25}
                aria-hidden
              />
            </g>
          );
        })}
        <circle cx={centre} cy={centre} r={hub - 2} className="fill-surface stroke-border" strokeWidth={1} />
        <text
          x={centre}
          y={centre + 3}
          textAnchor="middle"
          className="fill-foreground text-[22px] font-semibold tabular-nums"
          aria-hidden
        >
          {shownScore(overall)}
        </text>
        <text
          x={centre}
          y={centre + 19}
          textAnchor="middle"
          className="fill-muted-foreground text-[10px] font-medium"
          aria-hidden
        >
          <Trans>of 10</Trans>
        </text>
      </svg>

      {/* One column below 360 px; each tile puts the name on its own line and the score with its band
          under it, so "Achievements" never runs into "10.0" (decision 102). */}
      <ul aria-hidden className="mt-4 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        {areas.map((area) => {
          const score = scores[area.key] ?? 5;
          return (
            <li
              key={area.key}
              onClick={() => onSelect(area.key)}
              data-legend={area.key}
              className="min-h-11 min-w-0 cursor-pointer rounded-xl border border-s-4 border-border py-2 ps-2.5 pe-2 hover:bg-surface-muted"
              style={{ borderInlineStartColor: area.color }}
            >
              <span className="block text-sm font-medium wrap-anywhere">{area.label}</span>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-sm font-semibold tabular-nums">{shownScore(score)}</span>
                {startingPoint ? (
                  <span className="text-xs text-muted-foreground">
                    <Trans>Starting point</Trans>
                  </span>
                ) : (
                  <BandBadge score={score} plain wrap />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
