import type { MailMessage } from '../../lib/mailer';
import type { PeriodReport } from '../../../core/reports';
import { formatChange, formatScore } from '../../../core/scores';
import type { PushPayload } from './push-sender';
import { reportSentence } from './report-sentence';
import { translate } from '../../lib/i18n';
import type { Locale } from '../../../core/i18n/locales';

/** Where a reminder leads: the quick check-in for the day it was for, even when opened after midnight. */
export function checkinPath(day: string): string {
  return `/quick-checkin?day=${day}`;
}

function unsubscribeHeaders(appUrl: string, token: string): Record<string, string> {
  // RFC 8058: a POST to this URL with "List-Unsubscribe=One-Click" unsubscribes, without signing in.
  return {
    'List-Unsubscribe': `<${appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/* The messages of the reminders (decision 363), extracted into core/i18n/server/*.po. */
const M = {
  hi: /*i18n*/ { id: 'email.greeting', message: 'Hi,' },
  hiName: /*i18n*/ { id: 'email.greetingNamed', message: 'Hi {name},' },
  dailySubject: /*i18n*/ { id: 'reminder.daily.subject', message: 'Time for your Tend check-in' },
  dailyIntro: /*i18n*/ {
    id: 'reminder.daily.intro',
    message: 'How are you feeling today? A quick check-in takes less than a minute:',
  },
  dailyWhy: /*i18n*/ {
    id: 'reminder.daily.why',
    message: 'You get this email because daily reminders are on in Profile → Reminders.',
  },
  dailyStop: /*i18n*/ { id: 'reminder.daily.stop', message: 'Stop these reminders with one click: {url}' },
  pushBody: /*i18n*/ {
    id: 'reminder.push.body',
    message: 'How are you feeling today? It takes less than a minute.',
  },
  weeklySubject: /*i18n*/ { id: 'reminder.weekly.subject', message: 'Your week in Tend' },
  weeklyIntro: /*i18n*/ { id: 'reminder.weekly.intro', message: 'Your summary for the week of {week}.' },
  weeklyNone: /*i18n*/ { id: 'reminder.weekly.none', message: 'Last week: no check-ins yet.' },
  weeklyScoreAlone: /*i18n*/ {
    id: 'reminder.weekly.scoreAlone',
    message: "Last week's overall score: {score} (no check-ins the week before to compare with).",
  },
  weeklyScoreChange: /*i18n*/ {
    id: 'reminder.weekly.scoreChange',
    message: "Last week's overall score: {score} ({change} on the week before).",
  },
  weeklyReport: /*i18n*/ { id: 'reminder.weekly.report', message: 'See the whole report: {url}' },
  weeklyWhy: /*i18n*/ {
    id: 'reminder.weekly.why',
    message: 'You get this email because the weekly summary is on in Profile → Reminders.',
  },
  weeklyStop: /*i18n*/ {
    id: 'reminder.weekly.stop',
    message: 'Stop the weekly summary with one click: {url}',
  },
} as const;

function greeting(locale: Locale, name: string | null): string {
  return name ? translate(locale, M.hiName, { name }) : translate(locale, M.hi);
}

/** A score as the reader writes it: "6.5" in English, "6,5" in German (the API keeps "6.5"). */
function localScore(locale: Locale, score: string): string {
  if (locale === 'en' || locale === 'en-XA') return score;
  const sign = score.startsWith('+') ? '+' : score.startsWith('-') ? '-' : '';
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return sign + number.format(Math.abs(Number(score)));
}

export function dailyReminderMail(opts: {
  to: string;
  name: string | null;
  day: string;
  appUrl: string;
  token: string;
  locale?: Locale;
}): MailMessage {
  const locale = opts.locale ?? 'en';
  const unsubscribe = `${opts.appUrl}/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: translate(locale, M.dailySubject),
    text: [
      greeting(locale, opts.name),
      '',
      translate(locale, M.dailyIntro),
      `${opts.appUrl}${checkinPath(opts.day)}`,
      '',
      translate(locale, M.dailyWhy),
      translate(locale, M.dailyStop, { url: unsubscribe }),
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(opts.appUrl, opts.token),
  };
}

export function dailyReminderPush(day: string, locale: Locale = 'en'): PushPayload {
  return {
    title: translate(locale, M.dailySubject),
    body: translate(locale, M.pushBody),
    url: checkinPath(day),
    day,
    tag: `daily-${day}`,
  };
}

export function weeklySummaryMail(opts: {
  to: string;
  name: string | null;
  report: PeriodReport;
  weekStart: string;
  appUrl: string;
  token: string;
  locale?: Locale;
}): MailMessage {
  const locale = opts.locale ?? 'en';
  const { overall } = opts.report;
  const score =
    overall.current === null
      ? translate(locale, M.weeklyNone)
      : overall.change === null
        ? translate(locale, M.weeklyScoreAlone, { score: localScore(locale, formatScore(overall.current)) })
        : translate(locale, M.weeklyScoreChange, {
            score: localScore(locale, formatScore(overall.current)),
            change: localScore(locale, formatChange(overall.change)),
          });
  const unsubscribe = `${opts.appUrl}/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: translate(locale, M.weeklySubject),
    text: [
      greeting(locale, opts.name),
      '',
      translate(locale, M.weeklyIntro, { week: opts.weekStart }),
      '',
      score,
      // The report's own sentence in the account's language (decision 440).
      reportSentence(opts.report, locale),
      '',
      translate(locale, M.weeklyReport, { url: `${opts.appUrl}/reports` }),
      '',
      translate(locale, M.weeklyWhy),
      translate(locale, M.weeklyStop, { url: unsubscribe }),
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(opts.appUrl, opts.token),
  };
}
