import type { MailMessage } from '../../lib/mailer';
import type { PeriodReport } from '../../../core/reports';
import { formatChange, formatScore } from '../../../core/scores';
import type { PushPayload } from './push-sender';

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

function greeting(name: string | null): string {
  return name ? `Hi ${name},` : 'Hi,';
}

export function dailyReminderMail(opts: {
  to: string;
  name: string | null;
  day: string;
  appUrl: string;
  token: string;
}): MailMessage {
  const unsubscribe = `${opts.appUrl}/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: 'Time for your Tend check-in',
    text: [
      greeting(opts.name),
      '',
      'How are you feeling today? A quick check-in takes less than a minute:',
      `${opts.appUrl}${checkinPath(opts.day)}`,
      '',
      'You get this email because daily reminders are on in Profile → Reminders.',
      `Stop these reminders with one click: ${unsubscribe}`,
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(opts.appUrl, opts.token),
  };
}

export function dailyReminderPush(day: string): PushPayload {
  return {
    title: 'Time for your Tend check-in',
    body: 'How are you feeling today? It takes less than a minute.',
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
}): MailMessage {
  const { overall, message } = opts.report;
  const score =
    overall.current === null
      ? 'Last week: no check-ins yet.'
      : `Last week's overall score: ${formatScore(overall.current)}` +
        (overall.change === null
          ? ' (no check-ins the week before to compare with).'
          : ` (${formatChange(overall.change)} on the week before).`);
  const unsubscribe = `${opts.appUrl}/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: 'Your week in Tend',
    text: [
      greeting(opts.name),
      '',
      `Your summary for the week of ${opts.weekStart}.`,
      '',
      score,
      message.text,
      '',
      `See the whole report: ${opts.appUrl}/reports`,
      '',
      'You get this email because the weekly summary is on in Profile → Reminders.',
      `Stop the weekly summary with one click: ${unsubscribe}`,
      '',
    ].join('\n'),
    headers: unsubscribeHeaders(opts.appUrl, opts.token),
  };
}
