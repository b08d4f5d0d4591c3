import { SCORE_MAX } from '../../../core/scores';

/** The wheel's drawing box and radii (SVG user units; the SVG scales to its container). */
export const WHEEL = {
  size: 340,
  centre: 170,
  /** The hub in the middle that shows the overall score. */
  hub: 40,
  /** A score of 10 reaches this radius. */
  outer: 136,
  /** The ring of area icons just outside the segments. */
  iconRing: 155,
  /** Angle left empty between two segments, in radians. */
  gap: 0.035,
} as const;

export interface Point {
  x: number;
  y: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function polar(angle: number, radius: number, centre: number = WHEEL.centre): Point {
  return { x: round2(centre + radius * Math.cos(angle)), y: round2(centre + radius * Math.sin(angle)) };
}

/** Start and end angle of segment `index` of `count`; the first is centred at the top (12 o'clock). */
export function segmentAngles(index: number, count: number): { start: number; end: number; mid: number } {
  const slice = (Math.PI * 2) / count;
  const mid = -Math.PI / 2 + index * slice;
  return { start: mid - slice / 2 + WHEEL.gap / 2, end: mid + slice / 2 - WHEEL.gap / 2, mid };
}

/** How far a score reaches: its length from the hub grows in proportion to the score (0–10). */
export function scoreRadius(score: number): number {
  const clamped = Math.min(SCORE_MAX, Math.max(0, score));
  return WHEEL.hub + ((WHEEL.outer - WHEEL.hub) * clamped) / SCORE_MAX;
}

/** An annular wedge between two radii, as an SVG path; empty when it has no length. */
export function wedgePath(start: number, end: number, inner: number, outer: number): string {
  if (outer <= inner) return '';
  const a = polar(start, inner);
  const b = polar(start, outer);
  const c = polar(end, outer);
  const d = polar(end, inner);
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${a.x} ${a.y}`,
    `L ${b.x} ${b.y}`,
    `A ${outer} ${outer} 0 ${large} 1 ${c.x} ${c.y}`,
    `L ${d.x} ${d.y}`,
    `A ${inner} ${inner} 0 ${large} 0 ${a.x} ${a.y}`,
    'Z',
  ].join(' ');
}
