import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from './resources';
import { normalizeSearchText, SEARCH_TOKENS_MAX, searchTermOf, searchTokensOf, searchTokensOfValues } from './search';

describe('search tokens', () => {
  it('are case- and accent-free prefixes of each word and each pair of words', () => {
    expect(normalizeSearchText('  Zoë  Ñúñez-García ')).toBe('zoe nunez garcia');
    const tokens = searchTokensOfValues(['Zoë Ñúñez']);
    expect(tokens).toEqual(expect.arrayContaining(['z', 'zo', 'zoe', 'n', 'nunez', 'zoe n', 'zoe nunez']));
    expect(tokens).not.toContain('oe');
  });

  it("find a record by what an admin types: any case, accents or not, a word's start, a name and a surname's start", () => {
    const tokens = searchTokensOf(CONTACT_FIELDS, {
      name: 'José Ramírez',
      email: 'jose.r@gmail.com',
      message: 'Hello',
      userType: 'Student',
    });
    for (const typed of ['JOSE', 'josé', 'Ram', 'jose ram', 'gmail', 'jose.r@gm', 'hel'])
      expect(tokens, typed).toContain(searchTermOf(typed));
    for (const typed of ['student', 'amirez', 'ramirez jose']) expect(tokens, typed).not.toContain(searchTermOf(typed));
  });

  it("find a phone number by its digits, spaced or not, and keep a long text's tokens bounded", () => {
    const tokens = searchTokensOfValues(['+91 98765 43210']);
    for (const typed of ['9198765', '98765 432', '+91 98765']) expect(tokens, typed).toContain(searchTermOf(typed));
    const long = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ');
    expect(searchTokensOfValues([long]).length).toBe(SEARCH_TOKENS_MAX);
  });

  it('search for nothing when only spaces or signs are typed', () => {
    expect(searchTermOf('  -- ')).toBeNull();
  });
});
