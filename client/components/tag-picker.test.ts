import { describe, expect, it } from 'vitest';
import { SUGGESTED_TAGS, TAGS_PER_ACCOUNT_MAX } from '../../core/tags';
import { tagChoices } from './tag-picker';

const own = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}`, uses: n - i }));

describe('tagChoices', () => {
  it('offers the suggestions the user lacks while the account has room for new tags', () => {
    expect(tagChoices(own(2), [])).toEqual(['t0', 't1', ...SUGGESTED_TAGS]);
  });

  it(`offers only the user's own tags once the account holds ${TAGS_PER_ACCOUNT_MAX} (a new name would be refused)`, () => {
    const choices = tagChoices(own(TAGS_PER_ACCOUNT_MAX), ['t5']);
    expect(choices).toHaveLength(TAGS_PER_ACCOUNT_MAX);
    expect(choices.some((name) => (SUGGESTED_TAGS as readonly string[]).includes(name))).toBe(false);
  });
});
