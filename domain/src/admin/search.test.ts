import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from './resources';
import { searchTokensOf } from './resourceSearch';
import { containsSearchText, normalizeSearchText, SEARCH_TOKENS_MAX, searchTermOf, searchTokensOfValues } from './search';

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

describe('substring search (small lists)', () => {
  it('finds the text inside a word, case and accents aside', () => {
    expect(containsSearchText(['Zoë Ñúñez'], 'ÑUÑ')).toBe(true);
    expect(containsSearchText(['Zoë Ñúñez'], 'oe n')).toBe(true);
    expect(containsSearchText(['Priya Sharma', 'priya@example.com'], 'harm')).toBe(true);
    expect(containsSearchText(['Priya Sharma'], 'sharmaa')).toBe(false);
  });

  it('matches typed digits against a phone written with spaces or a country code, and ignores other values', () => {
    expect(containsSearchText(['+91 98765 43210'], '9876543')).toBe(true);
    expect(containsSearchText(['+91 98765 43210'], '5 4321')).toBe(true);
    expect(containsSearchText([null, undefined, { a: 'x' }, 42017], '201')).toBe(true);
    expect(containsSearchText([null, { a: 'needle' }], 'needle')).toBe(false);
  });

  it('matches everything when nothing is left to search', () => {
    expect(containsSearchText(['anything'], ' ,. ')).toBe(true);
  });
});
