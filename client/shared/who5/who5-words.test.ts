import { describe, expect, it } from 'vitest';
import { WHO5_BANDS } from '../../../core/who5';
import { WHO5_BAND_LABELS, WHO5_RESULT_WORDS, who5ChangeSentence } from './who5-words';

describe('what Tend says about a WHO-5 result', () => {
  it('says a change plainly, and when it is meaningful', () => {
    expect(who5ChangeSentence(undefined, 40)).toBeNull();
    expect(who5ChangeSentence({ day: '2026-11-03', percent: 72 }, 36)).toMatch(
      /^Down 36 points since .+2026: a meaningful change\.$/,
    );
    expect(who5ChangeSentence({ day: '2026-11-03', percent: 40 }, 50)).toMatch(
      /^Up 10 points since .+: a meaningful change\.$/,
    );
    expect(who5ChangeSentence({ day: '2026-11-03', percent: 40 }, 44)).toMatch(
      /^Up 4 points since .+, a small change \(10 points or more is meaningful\)\.$/,
    );
    expect(who5ChangeSentence({ day: '2026-11-03', percent: 40 }, 40)).toMatch(/^The same as on .+\.$/);
  });

  it('offers support for the low bands, never a diagnosis', () => {
    for (const band of WHO5_BANDS) {
      const words = WHO5_RESULT_WORDS[band];
      expect(words.support).toBe(band !== 'none');
      expect(WHO5_BAND_LABELS[band] === null).toBe(band === 'none');
      if (words.support) expect(words.body).toContain('not a diagnosis');
      expect(`${words.title} ${words.body}`).not.toMatch(/depress|disorder|you have/i);
    }
  });
});
