/**
 * Search at scale: a record stores `searchTokens`, the prefixes of the words of its
 * searchable fields (and of each pair of neighbouring words, so "asha r" finds "Asha Rao"),
 * case- and accent-free; a search is one `array-contains` query on the normalized text typed.
 * This module is the text rules alone and imports no other admin module: the paging schema and the
 * public job list use them, and a record's tokens by its resource's fields are in resourceSearch.ts.
 */
export const SEARCH_TOKENS_FIELD = 'searchTokens';
/** Longest prefix stored: a longer search is cut to it (and still narrows by its start). */
export const SEARCH_TOKEN_MAX_LENGTH = 20;
/** Most tokens one record stores (a long message keeps the tokens of its first words). */
export const SEARCH_TOKENS_MAX = 600;
/** The admin search box's longest text. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** Lower case, accents removed, every run of other characters than letters and digits one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const prefixesOf = (text: string): string[] =>
  Array.from({ length: Math.min(text.length, SEARCH_TOKEN_MAX_LENGTH) }, (_, end) => text.slice(0, end + 1)).filter(
    (prefix) => !prefix.endsWith(' '),
  );

/** The tokens of some field values: prefixes of each word and of each pair of words, and of a phone number's digits. */
export function searchTokensOfValues(values: readonly unknown[]): string[] {
  const tokens = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    const words = normalizeSearchText(text).split(' ').filter(Boolean);
    words.forEach((word, i) => {
      for (const prefix of prefixesOf(word)) tokens.add(prefix);
      if (i + 1 < words.length) for (const prefix of prefixesOf(`${word} ${words[i + 1]}`)) tokens.add(prefix);
    });
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 6) for (const prefix of prefixesOf(digits)) tokens.add(prefix);
    if (tokens.size >= SEARCH_TOKENS_MAX) break;
  }
  return [...tokens].slice(0, SEARCH_TOKENS_MAX);
}

/**
 * The one token a search looks up: the normalized text, its first two words (a phrase of more is
 * narrowed by its first two), cut to the longest stored prefix; null when nothing is left to search.
 */
export function searchTermOf(text: string): string | null {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return words.slice(0, 2).join(' ').slice(0, SEARCH_TOKEN_MAX_LENGTH).trimEnd();
}

/**
 * The spec's search (a case-insensitive substring of a search field) is kept for a list query whose
 * rows, before the search, number at most this: the server reads them whole and matches each. A
 * larger one is searched by word prefix through the records' tokens, which needs no read of the
 * rows it does not answer (docs/admin.md: a search service for substrings at scale). At
 * this size the rows fit in one answer (ADMIN_PAGE_LIMIT_MAX) and a search reads no more documents
 * than any page may (the paged lists' budget: 50 per request, tests/bench/scale.test.ts).
 */
export const SUBSTRING_SEARCH_MAX = 50;

/**
 * Whether some of `values` contain the text searched, case and accents aside (and a number typed
 * as digits matches a phone number written with spaces or a country code).
 */
export function containsSearchText(values: readonly unknown[], text: string): boolean {
  const needle = normalizeSearchText(text);
  if (!needle) return true;
  const digits = /^[\d ]+$/.test(needle) ? needle.replace(/ /g, '') : null;
  return values.some((value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    const haystack = String(value);
    return normalizeSearchText(haystack).includes(needle) || (digits !== null && haystack.replace(/\D/g, '').includes(digits));
  });
}
