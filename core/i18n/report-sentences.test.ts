import { describe, expect, it } from 'vitest';
import { REPORT_SENTENCES, reportSentenceDescriptor } from './report-sentences';

describe("a report's headline sentence (decision 421)", () => {
  it('is found by band and tone, or by the momentum gap the score sits in', () => {
    expect(reportSentenceDescriptor({ band: 'no-data', tone: null }, null)).toBe(REPORT_SENTENCES['no-data']);
    expect(reportSentenceDescriptor({ band: 'thriving', tone: 'steady' }, 9.5)).toBe(
      REPORT_SENTENCES['thriving.steady'],
    );
    expect(reportSentenceDescriptor({ band: 'momentum', tone: 'rising' }, 5.8)).toBe(
      REPORT_SENTENCES['momentum.middle.rising'],
    );
    // What these do not know keeps the server's English.
    expect(reportSentenceDescriptor({ band: 'thriving', tone: null }, 9.5)).toBeNull();
    expect(reportSentenceDescriptor({ band: 'momentum', tone: 'rising' }, null)).toBeNull();
    expect(reportSentenceDescriptor({ band: 'new-band', tone: 'rising' }, 5)).toBeNull();
  });
});
