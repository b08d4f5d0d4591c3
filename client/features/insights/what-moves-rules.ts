import { plural, t } from '@lingui/core/macro';
import {
  NOTABLE_CORRELATION,
  NOTABLE_DIFFERENCE,
  reportKeyLabel,
  tagStrength,
  type AreaMoves,
  type MovesKey,
  type PairFinding,
  type TagFinding,
  type TagStrength,
} from '../../../core/what-moves';
import { formatDecimal } from '../../lib/i18n';

export interface TagRow {
  id: string;
  tag: string;
  direction: 'higher' | 'lower' | 'about the same';
  strength: TagStrength;
  withMean: number;
  withoutMean: number;
  withDays: number;
  withoutDays: number;
  /** The whole finding with its numbers, said by screen readers. */
  spoken: string;
}

export interface PairRow {
  id: string;
  direction: 'together' | 'apart';
  /** "Sleep and Diet tend to rise and fall together." */
  sentence: string;
  /** "correlation 0.62 over 40 days rated together": for screen readers and the details. */
  numbers: string;
  /** The sentence with its numbers, as one string. */
  spoken: string;
}

export interface AreaView {
  /** Tags with a strong link or some link, largest difference first. */
  shown: TagRow[];
  /** The rest (weak links and small differences), behind "Show all". */
  folded: TagRow[];
  pairs: PairRow[];
}

const MAX_SHOWN = 4;
const MAX_PAIRS = 3;

/*
 * The findings in words, in the reader's language (decision 437). The server sends numbers and keys
 * only; core/what-moves.ts keeps the English sentences (`describeTagFinding`, `describePair`,
 * `describePairPlainly`, `pairNumbers`), and these say the same in English byte for byte
 * (what-moves-rules.test.ts), each sentence one message. Counts are written plainly ("1095 days", as
 * core does); means and coefficients in the reader's notation ("6,3", "−0,45").
 */

/** "1 day", "167 days": a count of days, a phrase of its own. */
function dayCount(n: number): string {
  const count = String(n);
  return plural(n, { one: `${count} day`, other: `${count} days` });
}

/**
 * A mean with one decimal, rounded as core rounds it (`toFixed`, on the binary value: 6.35 is 6.3),
 * then written the reader's way.
 */
export function shownMean(value: number): string {
  return formatDecimal(value.toFixed(1));
}

/** A coefficient with two decimals and a true minus sign, rounded as core rounds it. */
function coefficient(r: number): string {
  return formatDecimal(r.toFixed(2), 2).replace('-', '−');
}

/** One sentence for a tag finding, with its numbers (core's `describeTagFinding`). */
export function tagFindingSentence(area: string, f: TagFinding): string {
  const tag = f.tag;
  const withMean = shownMean(f.withMean);
  const withoutMean = shownMean(f.withoutMean);
  const withDays = dayCount(f.withDays);
  const withoutDays = dayCount(f.withoutDays);
  if (Math.abs(f.difference) < NOTABLE_DIFFERENCE)
    return t`On days tagged “${tag}”, your ${area} averaged ${withMean}, against ${withoutMean} on other days (${withDays} with, ${withoutDays} without). “${tag}” goes with about the same ${area}.`;
  return f.difference > 0
    ? t`On days tagged “${tag}”, your ${area} averaged ${withMean}, against ${withoutMean} on other days (${withDays} with, ${withoutDays} without). “${tag}” goes with higher ${area}.`
    : t`On days tagged “${tag}”, your ${area} averaged ${withMean}, against ${withoutMean} on other days (${withDays} with, ${withoutDays} without). “${tag}” goes with lower ${area}.`;
}

/** Two areas in plain words, without the coefficient (core's `describePairPlainly`). */
export function pairSentence(area: string, other: string, p: PairFinding): string {
  if (Math.abs(p.correlation) < NOTABLE_CORRELATION) return t`${area} and ${other} barely move together.`;
  return p.correlation > 0
    ? t`${area} and ${other} tend to rise and fall together.`
    : t`When ${area} is higher, ${other} tends to be lower.`;
}

/** The numbers behind a pair (core's `pairNumbers`). */
export function pairNumbersText(p: PairFinding): string {
  const r = coefficient(p.correlation);
  const n = p.n;
  const count = String(n);
  return plural(n, {
    one: `correlation ${r} over ${count} day rated together`,
    other: `correlation ${r} over ${count} days rated together`,
  });
}

/** A pair with its numbers, one sentence (core's `describePair`). */
export function pairSpoken(area: string, other: string, p: PairFinding): string {
  const r = coefficient(p.correlation);
  const n = p.n;
  const count = String(n);
  if (Math.abs(p.correlation) < NOTABLE_CORRELATION)
    return plural(n, {
      one: `${area} and ${other} barely move together (correlation ${r} over ${count} day rated together).`,
      other: `${area} and ${other} barely move together (correlation ${r} over ${count} days rated together).`,
    });
  return p.correlation > 0
    ? plural(n, {
        one: `${area} and ${other} tend to rise and fall together (correlation ${r} over ${count} day rated together).`,
        other: `${area} and ${other} tend to rise and fall together (correlation ${r} over ${count} days rated together).`,
      })
    : plural(n, {
        one: `When ${area} is higher, ${other} tends to be lower (correlation ${r} over ${count} day rated together).`,
        other: `When ${area} is higher, ${other} tends to be lower (correlation ${r} over ${count} days rated together).`,
      });
}

/**
 * One area at a glance (decision 268): each tag as a with/without pair with a strength word, those
 * with a strong link or some link first and the rest folded; the areas that move with it in plain
 * words, their coefficients kept aside. `labelOf` names an area as the person's wheel does (an area of
 * one's own included, decision 379); the answer's label and the built-in ones unless told.
 */
export function areaView(area: AreaMoves, labelOf?: (key: MovesKey) => string): AreaView {
  const label = labelOf?.(area.key) ?? area.label;
  const rows = area.tags.map((f): TagRow => {
    // As the spoken sentence says: below NOTABLE_DIFFERENCE the scores are about the same.
    const same = Math.abs(f.difference) < NOTABLE_DIFFERENCE;
    return {
      id: `tag-${f.tagId}`,
      tag: f.tag,
      direction: same ? 'about the same' : f.difference > 0 ? 'higher' : 'lower',
      strength: tagStrength(f),
      withMean: f.withMean,
      withoutMean: f.withoutMean,
      withDays: f.withDays,
      withoutDays: f.withoutDays,
      spoken: tagFindingSentence(label, f),
    };
  });
  const strong = rows.filter((r) => r.strength !== 'weak');
  const shown = strong.slice(0, MAX_SHOWN);
  const folded = [...strong.slice(MAX_SHOWN), ...rows.filter((r) => r.strength === 'weak')];
  const pairs = area.together
    .filter((p) => Math.abs(p.correlation) >= NOTABLE_CORRELATION)
    .slice(0, MAX_PAIRS)
    .map((p): PairRow => {
      const other = labelOf?.(p.other) ?? reportKeyLabel(p.other);
      return {
        id: `pair-${p.other}`,
        direction: p.correlation > 0 ? 'together' : 'apart',
        sentence: pairSentence(label, other, p),
        numbers: pairNumbersText(p),
        spoken: pairSpoken(label, other, p),
      };
    });
  return { shown, folded, pairs };
}
