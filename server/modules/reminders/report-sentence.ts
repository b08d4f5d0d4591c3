import type { PeriodReport } from '../../../core/reports';
import type { Locale } from '../../../core/i18n/locales';
import { reportSentenceDescriptor } from '../../../core/i18n/report-sentences';
import { translate } from '../../lib/i18n';

/**
 * The report's headline sentence in the weekly summary mail, in the account's language (decision 440):
 * the very descriptors the app's reports say (core/i18n/report-sentences.ts, decision 421), from the
 * server catalogue. A report these do not know (a new band) keeps the server's English.
 */
export function reportSentence(report: PeriodReport, locale: Locale): string {
  const score = report.overall.current ?? report.coreFeeling.current;
  const descriptor = reportSentenceDescriptor(report.message, score);
  return descriptor ? translate(locale, descriptor, { kind: report.kind }) : report.message.text;
}
