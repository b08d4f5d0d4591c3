import { select, t } from '@lingui/core/macro';
import { CARD_LOW_THRESHOLD, placeScore } from '../../../core/reports';
import type { ApiPeriodReport } from '../../../core/schemas/reports';
import { formatDecimal } from '../../lib/i18n';

/**
 * A report's sentences in the app's language (decision 390): the headline message, the strength story
 * and the cards. The server sends them in English with what they were made of (band and tone, the
 * story's area, the cards' areas); the client says the same thing from its catalogue, so English stays
 * the server's text byte for byte (`report-texts.test.ts` checks every case against core/reports) and
 * other languages get whole sentences with their own grammar for a week and a month. Where a report
 * carries something these do not know, the server's English is shown.
 */

type Kind = ApiPeriodReport['kind'];
/** The label a reader sees for an area key (the wheel's, translated for the built-in eight). */
export type LabelOf = (key: string, fallback: string) => string;

const sameLabel: LabelOf = (_key, fallback) => fallback;

function bandMessage(band: string, tone: string, kind: Kind): string | null {
  switch (`${band}.${tone}`) {
    case 'needs-nurturing.rising':
      return select(kind, {
        week: "Things are starting to lift this week. Every small step counts, and you're taking them.",
        other: "Things are starting to lift this month. Every small step counts, and you're taking them.",
      });
    case 'needs-nurturing.falling':
      return select(kind, {
        week: 'This week has asked a lot of you. Be gentle with yourself; checking in is already an act of care.',
        other:
          'This month has asked a lot of you. Be gentle with yourself; checking in is already an act of care.',
      });
    case 'needs-nurturing.steady':
      return select(kind, {
        week: "You're carrying a lot right now, and you still made time for yourself this week. Small, kind steps are enough.",
        other:
          "You're carrying a lot right now, and you still made time for yourself this month. Small, kind steps are enough.",
      });
    case 'room-to-flourish.rising':
      return select(kind, {
        week: "You're moving in a good direction this week. Keep noticing what helps, because it's working.",
        other:
          "You're moving in a good direction this month. Keep noticing what helps, because it's working.",
      });
    case 'room-to-flourish.falling':
      return select(kind, {
        week: "A slightly harder week than the last. That's part of being human, so be kind to yourself and rest where you can.",
        other:
          "A slightly harder month than the last. That's part of being human, so be kind to yourself and rest where you can.",
      });
    case 'room-to-flourish.steady':
      return select(kind, {
        week: "You held steady this week. There's room to flourish, and you get to choose the pace.",
        other: "You held steady this month. There's room to flourish, and you get to choose the pace.",
      });
    case 'doing-well.rising':
      return select(kind, {
        week: "You're doing well and still growing this week. Take a moment to enjoy that.",
        other: "You're doing well and still growing this month. Take a moment to enjoy that.",
      });
    case 'doing-well.falling':
      return select(kind, {
        week: "A small dip this week, and you're still doing well overall. Go easy on yourself.",
        other: "A small dip this month, and you're still doing well overall. Go easy on yourself.",
      });
    case 'doing-well.steady':
      return select(kind, {
        week: 'A steady, solid week. The care you put in is serving you well.',
        other: 'A steady, solid month. The care you put in is serving you well.',
      });
    case 'thriving.rising':
      return select(kind, {
        week: "You're thriving, and still rising this week. Savour it; you've earned it.",
        other: "You're thriving, and still rising this month. Savour it; you've earned it.",
      });
    case 'thriving.falling':
      return select(kind, {
        week: "Still thriving this week, even with a small dip. You've built something strong.",
        other: "Still thriving this month, even with a small dip. You've built something strong.",
      });
    case 'thriving.steady':
      return select(kind, {
        week: "You're thriving this week. Whatever you're doing, it's clearly nourishing you.",
        other: "You're thriving this month. Whatever you're doing, it's clearly nourishing you.",
      });
    default:
      return null;
  }
}

function momentumMessage(gap: string, tone: string, kind: Kind): string | null {
  switch (`${gap}.${tone}`) {
    case 'low.rising':
      return select(kind, {
        week: "You're gaining momentum this week. Keep going at your own pace; brighter days are building.",
        other: "You're gaining momentum this month. Keep going at your own pace; brighter days are building.",
      });
    case 'low.falling':
      return select(kind, {
        week: "This week felt a little heavier. That's okay. Gentle care now can help you find your footing again.",
        other:
          "This month felt a little heavier. That's okay. Gentle care now can help you find your footing again.",
      });
    case 'middle.rising':
      return select(kind, {
        week: "Real momentum this week: you're on the edge of doing well. Keep doing what helps.",
        other: "Real momentum this month: you're on the edge of doing well. Keep doing what helps.",
      });
    case 'middle.falling':
      return select(kind, {
        week: 'A softer week than the last. Rest and small kindnesses can help you find your rhythm again.',
        other: 'A softer month than the last. Rest and small kindnesses can help you find your rhythm again.',
      });
    case 'high.rising':
      return select(kind, {
        week: "Wonderful momentum this week: you're close to thriving.",
        other: "Wonderful momentum this month: you're close to thriving.",
      });
    case 'high.falling':
      return select(kind, {
        week: "A slight easing this week, from a high place. You're still doing really well.",
        other: "A slight easing this month, from a high place. You're still doing really well.",
      });
    default:
      return null;
  }
}

/** The headline message under the period's score. */
export function messageText(report: ApiPeriodReport): string {
  const { kind, message } = report;
  if (message.band === 'no-data') {
    return select(kind, {
      week: "No check-ins yet this week. Whenever you're ready, a quick check-in is a lovely place to start.",
      other:
        "No check-ins yet this month. Whenever you're ready, a quick check-in is a lovely place to start.",
    });
  }
  if (message.tone === null) return message.text;
  if (message.band === 'momentum') {
    // The score the message was chosen by: the overall, else (only quick check-ins) the core feeling.
    const score = report.overall.current ?? report.coreFeeling.current;
    const gap = score === null ? null : placeScore(Number(score)).gap;
    return (gap && momentumMessage(gap, message.tone, kind)) ?? message.text;
  }
  return bandMessage(message.band, message.tone, kind) ?? message.text;
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
