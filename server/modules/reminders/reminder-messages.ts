import type { MessageDescriptor } from '@lingui/core';
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

/*
 * The reminders' sentences stand where each mail says them, as descriptors extracted into
 * core/i18n/server/*.po (decision 363); the daily one's subject is also its push's title.
 */
const DAILY_SUBJECT = /*i18n*/ { id: 'reminder.daily.subject', message: 'Time for your Tend check-in' };

function greeting(locale: Locale, name: string | null): string {
  return name
    ? translate(locale, /*i18n*/ { id: 'email.greetingNamed', message: 'Hi {name},' }, { name })
    : translate(locale, /*i18n*/ { id: 'email.greeting', message: 'Hi,' });
}

/** A score as the reader writes it: "6.5" in English, "6,5" in German (the API keeps "6.5"). */
function localScore(locale: Locale, score: string): string {
  if (locale === 'en' || locale === 'en-XA') return score;
  const sign = score.startsWith('+') ? '+' : score.startsWith('-') ? '-' : '';
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return sign + number.format(Math.abs(Number(score)));
}

/** Whom a reminder mail goes to, and the token of its one-click unsubscribe link. */
interface ReminderMailTo {
  to: string;
  name: string | null;
  appUrl: string;
  token: string;
  locale?: Locale;
}

export function dailyReminderMail(opts: ReminderMailTo & { day: string }): MailMessage {
  const locale = opts.locale ?? 'en';
  const say = (text: MessageDescriptor, values?: Record<string, string>) => translate(locale, text, values);
  const unsubscribe = `${opts.appUrl}/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: say(DAILY_SUBJECT),
    text: [
      greeting(locale, opts.name),
      '',
      say(
        /*i18n*/ {
          id: 'reminder.daily.intro',
          message: 'How are you feeling today? A quick check-in takes less than a minute:',
        },
      ),
      `${opts.appUrl}${checkinPath(opts.day)}`,
      '',
      say(
        /*i18n*/ {
          id: 'reminder.daily.why',
          message: 'You get this email because daily reminders are on in Profile → Reminders.',
        },
      ),
      say(
        /*i18n*/ { id: 'reminder.daily.stop', message: 'Stop these reminders with one click: {url}' },
        { url: unsubscribe },
      ),
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(opts.appUrl, opts.token),
  };
}

export function dailyReminderPush(day: string, locale: Locale = 'en'): PushPayload {
  return {
    title: translate(locale, DAILY_SUBJECT),
    body: translate(
      locale,
      /*i18n*/ {
        id: 'reminder.push.body',
        message: 'How are you feeling today? It takes less than a minute.',
      },
    ),
    url: checkinPath(day),
    day,
    tag: `daily-${day}`,
  };
}

export function weeklySummaryMail(
  opts: ReminderMailTo & { report: PeriodReport; weekStart: string },
): MailMessage {
  const locale = opts.locale ?? 'en';
  const say = (text: MessageDescriptor, values?: Record<string, string>) => translate(locale, text, values);
  const { overall } = opts.report;
  const score =
    overall.current === null
      ? say(/*i18n*/ { id: 'reminder.weekly.none', message: 'Last week: no check-ins yet.' })
      : overall.change === null
        ? say(
            /*i18n*/ {
              id: 'reminder.weekly.scoreAlone',
              message: "Last week's overall score: {score} (no check-ins the week before to compare with).",
            },
            { score: localScore(locale, formatScore(overall.current)) },
          )
        : say(
            /*i18n*/ {
              id: 'reminder.weekly.scoreChange',
              message: "Last week's overall score: {score} ({change} on the week before).",
            },
            {
              score: localScore(locale, formatScore(overall.current)),
              change: localScore(locale, formatChange(overall.change)),
            },
          );
  const unsubscribe = `${opts.appUrl}/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: say(/*i18n*/ { id: 'reminder.weekly.subject', message: 'Your week in Tend' }),
    text: [
      greeting(locale, opts.name),
      '',
      say(
        /*i18n*/ { id: 'reminder.weekly.intro', message: 'Your summary for the week of {week}.' },
        { week: opts.weekStart },
      ),
      '',
      score,
      // The report's own sentence in the account's language (decision 440).
      reportSentence(opts.report, locale),
      '',
      say(
        /*i18n*/ { id: 'reminder.weekly.report', message: 'See the whole report: {url}' },
        { url: `${opts.appUrl}/reports` },
      ),
      '',
      say(
        /*i18n*/ {
          id: 'reminder.weekly.why',
          message: 'You get this email because the weekly summary is on in Profile → Reminders.',
        },
      ),
      say(
        /*i18n*/ { id: 'reminder.weekly.stop', message: 'Stop the weekly summary with one click: {url}' },
        { url: unsubscribe },
      ),
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(opts.appUrl, opts.token),
  };
}
