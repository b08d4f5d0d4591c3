import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../core/i18n/client/en';
import { messages as de } from '../../../core/i18n/client/de';
import { i18n } from '../../lib/i18n';
import { areaScoreName, scoreInWords } from './score-words';

describe('a score in words', () => {
  it('names an area’s score with its band, or as a starting point (English as the spec says it)', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    expect(areaScoreName('Sleep', 7.5, false, i18n)).toBe('Sleep, 7.5 out of 10, Doing Well');
    expect(areaScoreName('Finance', 10, false, i18n)).toBe('Finance, 10.0 out of 10, Thriving');
    expect(areaScoreName('Diet', 3.5, false, i18n)).toBe('Diet, 3.5 out of 10, Needs Nurturing');
    expect(areaScoreName('Movement', 5, true, i18n)).toBe('Movement, 5.0 out of 10, starting point');
    expect(scoreInWords(4, i18n)).toBe('4.0 out of 10, Room to Flourish');
  });

  it('follows the reader’s language: a decimal comma and the glossary’s band names in German', () => {
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(scoreInWords(7.5, i18n)).toBe('7,5 von 10, Gut unterwegs');
  });
});
