import { searchFieldsOf, type AdminResourceDefinition } from './fields';
import { SEARCH_TOKENS_FIELD, searchTokensOfValues } from './search';

/** The tokens of a record of an admin resource: its searchable fields'. */
export function searchTokensOf(definition: AdminResourceDefinition, record: Record<string, unknown>): string[] {
  return searchTokensOfValues(searchFieldsOf(definition).map((field) => record[field]));
}

/** A record as stored: with the tokens its admin list's search finds it by. */
export const withSearchTokens = <R extends Record<string, unknown>>(definition: AdminResourceDefinition, record: R) => ({
  ...record,
  [SEARCH_TOKENS_FIELD]: searchTokensOf(definition, record),
});
