import type { MessageDescriptor } from '@lingui/core';
import { placeScore } from '../reports';

/**
 * A report's headline sentence, written once for the app and the weekly summary mail (decision 421):
 * the app's reports say it from the `insights` catalogue (client/features/reports/report-texts.ts,
 * decision 391), the mail from the server's (server/modules/reminders/report-sentence.ts, decision 440);
 * lingui.config.ts extracts this file into both groups. One ICU message per band and tone with a
 * `select` on the period, so a language writes a whole sentence for a week and a month. English is
 * core/reports' text byte for byte (report-texts.test.ts and report-sentence.test.ts check every case).
 * Zod-free and Lingui-free at run time (plain descriptors), so either side can import it.
 */
export const REPORT_SENTENCES = {
  'needs-nurturing.rising': /*i18n*/ {
    id: 'report.message.needsNurturing.rising',
    message:
      "{kind, select, week {Things are starting to lift this week. Every small step counts, and you're taking them.} other {Things are starting to lift this month. Every small step counts, and you're taking them.}}",
  },
  'needs-nurturing.falling': /*i18n*/ {
    id: 'report.message.needsNurturing.falling',
    message:
      '{kind, select, week {This week has asked a lot of you. Be gentle with yourself; checking in is already an act of care.} other {This month has asked a lot of you. Be gentle with yourself; checking in is already an act of care.}}',
  },
  'needs-nurturing.steady': /*i18n*/ {
    id: 'report.message.needsNurturing.steady',
    message:
      "{kind, select, week {You're carrying a lot right now, and you still made time for yourself this week. Small, kind steps are enough.} other {You're carrying a lot right now, and you still made time for yourself this month. Small, kind steps are enough.}}",
  },
  'room-to-flourish.rising': /*i18n*/ {
    id: 'report.message.roomToFlourish.rising',
    message:
      "{kind, select, week {You're moving in a good direction this week. Keep noticing what helps, because it's working.} other {You're moving in a good direction this month. Keep noticing what helps, because it's working.}}",
  },
  'room-to-flourish.falling': /*i18n*/ {
    id: 'report.message.roomToFlourish.falling',
    message:
      "{kind, select, week {A slightly harder week than the last. That's part of being human, so be kind to yourself and rest where you can.} other {A slightly harder month than the last. That's part of being human, so be kind to yourself and rest where you can.}}",
  },
  'room-to-flourish.steady': /*i18n*/ {
    id: 'report.message.roomToFlourish.steady',
    message:
      "{kind, select, week {You held steady this week. There's room to flourish, and you get to choose the pace.} other {You held steady this month. There's room to flourish, and you get to choose the pace.}}",
  },
  'doing-well.rising': /*i18n*/ {
    id: 'report.message.doingWell.rising',
    message:
      "{kind, select, week {You're doing well and still growing this week. Take a moment to enjoy that.} other {You're doing well and still growing this month. Take a moment to enjoy that.}}",
  },
  'doing-well.falling': /*i18n*/ {
    id: 'report.message.doingWell.falling',
    message:
      "{kind, select, week {A small dip this week, and you're still doing well overall. Go easy on yourself.} other {A small dip this month, and you're still doing well overall. Go easy on yourself.}}",
  },
  'doing-well.steady': /*i18n*/ {
    id: 'report.message.doingWell.steady',
    message:
      '{kind, select, week {A steady, solid week. The care you put in is serving you well.} other {A steady, solid month. The care you put in is serving you well.}}',
  },
  'thriving.rising': /*i18n*/ {
    id: 'report.message.thriving.rising',
    message:
      "{kind, select, week {You're thriving, and still rising this week. Savour it; you've earned it.} other {You're thriving, and still rising this month. Savour it; you've earned it.}}",
  },
  'thriving.falling': /*i18n*/ {
    id: 'report.message.thriving.falling',
    message:
      "{kind, select, week {Still thriving this week, even with a small dip. You've built something strong.} other {Still thriving this month, even with a small dip. You've built something strong.}}",
  },
  'thriving.steady': /*i18n*/ {
    id: 'report.message.thriving.steady',
    message:
      "{kind, select, week {You're thriving this week. Whatever you're doing, it's clearly nourishing you.} other {You're thriving this month. Whatever you're doing, it's clearly nourishing you.}}",
  },
  'momentum.low.rising': /*i18n*/ {
    id: 'report.message.momentum.low.rising',
    message:
      "{kind, select, week {You're gaining momentum this week. Keep going at your own pace; brighter days are building.} other {You're gaining momentum this month. Keep going at your own pace; brighter days are building.}}",
  },
  'momentum.low.falling': /*i18n*/ {
    id: 'report.message.momentum.low.falling',
    message:
      "{kind, select, week {This week felt a little heavier. That's okay. Gentle care now can help you find your footing again.} other {This month felt a little heavier. That's okay. Gentle care now can help you find your footing again.}}",
  },
  'momentum.middle.rising': /*i18n*/ {
    id: 'report.message.momentum.middle.rising',
    message:
      "{kind, select, week {Real momentum this week: you're on the edge of doing well. Keep doing what helps.} other {Real momentum this month: you're on the edge of doing well. Keep doing what helps.}}",
  },
  'momentum.middle.falling': /*i18n*/ {
    id: 'report.message.momentum.middle.falling',
    message:
      '{kind, select, week {A softer week than the last. Rest and small kindnesses can help you find your rhythm again.} other {A softer month than the last. Rest and small kindnesses can help you find your rhythm again.}}',
  },
  'momentum.high.rising': /*i18n*/ {
    id: 'report.message.momentum.high.rising',
    message:
      "{kind, select, week {Wonderful momentum this week: you're close to thriving.} other {Wonderful momentum this month: you're close to thriving.}}",
  },
  'momentum.high.falling': /*i18n*/ {
    id: 'report.message.momentum.high.falling',
    message:
      "{kind, select, week {A slight easing this week, from a high place. You're still doing really well.} other {A slight easing this month, from a high place. You're still doing really well.}}",
  },
  'no-data': /*i18n*/ {
    id: 'report.message.noData',
    message:
      "{kind, select, week {No check-ins yet this week. Whenever you're ready, a quick check-in is a lovely place to start.} other {No check-ins yet this month. Whenever you're ready, a quick check-in is a lovely place to start.}}",
  },
} as const satisfies Record<string, MessageDescriptor>;

type SentenceKey = keyof typeof REPORT_SENTENCES;

function isSentenceKey(key: string): key is SentenceKey {
  return Object.hasOwn(REPORT_SENTENCES, key);
}

/**
 * The sentence of a report's message (its band and tone, or the momentum gap its score sits in), with
 * `kind` to pass as its value; null for a message these do not know (a new band, no tone), which keeps
 * the server's English. `score` is the one the message was chosen by: the overall, else (only quick
 * check-ins) the core feeling.
 */
export function reportSentenceDescriptor(
  message: { band: string; tone: string | null },
  score: number | null,
): MessageDescriptor | null {
  if (message.band === 'no-data') return REPORT_SENTENCES['no-data'];
  if (message.tone === null) return null;
  let key = `${message.band}.${message.tone}`;
  if (message.band === 'momentum') {
    if (score === null) return null;
    key = `momentum.${placeScore(score).gap}.${message.tone}`;
  }
  return isSentenceKey(key) ? REPORT_SENTENCES[key] : null;
}
