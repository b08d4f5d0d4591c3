import { select, t } from '@lingui/core/macro';
import { reportSentenceDescriptor } from '../../../core/i18n/report-sentences';
import { CARD_LOW_THRESHOLD } from '../../../core/reports';
import type { ApiPeriodReport } from '../../../core/schemas/reports';
import { formatDecimal, sayDescriptor } from '../../lib/i18n';

/**
 * A report's sentences in the app's language (decision 390): the headline message, the strength story
 * and the cards. The server sends them in English with what they were made of (band and tone, the
 * story's area, the cards' areas); the client says the same thing from its catalogue, so English stays
 * the server's text byte for byte (`report-texts.test.ts` checks every case against core/reports) and
 * other languages get whole sentences with their own grammar for a week and a month. Where a report
 * carries something these do not know, the server's English is shown.
 */

/** The label a reader sees for an area key (the wheel's, translated for the built-in eight). */
export type LabelOf = (key: string, fallback: string) => string;

const sameLabel: LabelOf = (_key, fallback) => fallback;

/**
 * The headline message under the period's score: the descriptors the weekly summary mail says too
 * (core/i18n/report-sentences.ts, decision 421), extracted into this screen's `insights` catalogue.
 */
export function messageText(report: ApiPeriodReport): string {
  const { kind, message } = report;
  // The score the message was chosen by: the overall, else (only quick check-ins) the core feeling.
  const score = report.overall.current ?? report.coreFeeling.current;
  const descriptor = reportSentenceDescriptor(message, score === null ? null : Number(score));
  return descriptor ? sayDescriptor(descriptor, { kind }) : message.text;
}

/** The strength story: the area that grew most, else the one that fell most, else steadiness. */
export function strengthStoryText(report: ApiPeriodReport, labelOf: LabelOf = sameLabel): string {
  const { kind, strengthStory: story } = report;
  if (story.variant === 'flat') {
    const moved = report.areas.some((a) => a.change !== null);
    if (!moved) {
      return select(kind, {
        week: "Once you have check-ins two weeks in a row, this is where we'll celebrate the areas that are growing.",
        other:
          "Once you have check-ins two months in a row, this is where we'll celebrate the areas that are growing.",
      });
    }
    return select(kind, {
      week: "Your areas held steady this week. Consistency is a strength in itself, and it reflects the care you're putting in.",
      other:
        "Your areas held steady this month. Consistency is a strength in itself, and it reflects the care you're putting in.",
    });
  }
  const area = story.area && report.areas.find((a) => a.key === story.area?.key);
  if (!area || area.previous === null || area.current === null) return story.text;
  const label = labelOf(area.key, area.label);
  const from = formatDecimal(area.previous);
  const to = formatDecimal(area.current);
  if (story.variant === 'positive') {
    return select(kind, {
      week: `${label} grew the most this week, from ${from} to ${to}. Whatever you've been doing there is working; it's a strength to build on.`,
      other: `${label} grew the most this month, from ${from} to ${to}. Whatever you've been doing there is working; it's a strength to build on.`,
    });
  }
  return select(kind, {
    week: `${label} asked a little more of you this week, moving from ${from} to ${to}. Dips are a natural part of life, and a little extra care there can go a long way.`,
    other: `${label} asked a little more of you this month, moving from ${from} to ${to}. Dips are a natural part of life, and a little extra care there can go a long way.`,
  });
}

/** "Sleep and Diet", "Sleep, Diet and Finance", "Sleep, Diet, Finance and 2 more". */
function listOf(labels: readonly string[]): string {
  const [a = '', b = '', c = ''] = labels;
  if (labels.length <= 1) return a;
  if (labels.length === 2) return t`${a} and ${b}`;
  if (labels.length === 3) return t`${a}, ${b} and ${c}`;
  const more = labels.length - 3;
  return t`${a}, ${b}, ${c} and ${more} more`;
}

/** A card's title and body in the app's language. */
export function cardTexts(
  report: ApiPeriodReport,
  card: ApiPeriodReport['cards'][number],
  labelOf: LabelOf = sameLabel,
): { title: string; body: string } {
  const { kind } = report;
  const areas = card.areas.map((key) => report.areas.find((a) => a.key === key));
  if (areas.some((a) => a === undefined)) return { title: card.title, body: card.body };
  const known = areas.filter((a) => a !== undefined);
  const labels = known.map((a) => labelOf(a.key, a.label));
  if (card.id === 'one-pursuit-many-wins') {
    const list = listOf(labels);
    return {
      title: t`One Pursuit, Many Wins`,
      body: select(kind, {
        week: `${list} could use some extra care this week. Areas of life are connected, so one small pursuit, like a walk with a friend or cooking a meal with someone you love, can lift several of them at once.`,
        other: `${list} could use some extra care this month. Areas of life are connected, so one small pursuit, like a walk with a friend or cooking a meal with someone you love, can lift several of them at once.`,
      }),
    };
  }
  const title = t`This Week's Insight`;
  const only = known[0];
  if (!only) {
    return {
      title,
      body: select(kind, {
        week: "Once you've checked in this week, you'll find a gentle insight about your areas here.",
        other: "Once you've checked in this month, you'll find a gentle insight about your areas here.",
      }),
    };
  }
  const label = labels[0] ?? only.label;
  if (only.current === null) return { title: card.title, body: card.body };
  if (Number(only.current) <= CARD_LOW_THRESHOLD) {
    return {
      title,
      body: select(kind, {
        week: `${label} could use a little extra care this week, while your other areas are holding up well. One small, kind step there could make a real difference.`,
        other: `${label} could use a little extra care this month, while your other areas are holding up well. One small, kind step there could make a real difference.`,
      }),
    };
  }
  const score = formatDecimal(only.current);
  return {
    title,
    body: select(kind, {
      week: `All your areas are holding up this week, and ${label} is shining brightest at ${score}. Notice what supports you there, so you can lean on it whenever you need to.`,
      other: `All your areas are holding up this month, and ${label} is shining brightest at ${score}. Notice what supports you there, so you can lean on it whenever you need to.`,
    }),
  };
}
