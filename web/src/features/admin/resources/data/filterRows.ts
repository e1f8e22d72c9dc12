import type { ResourceFilter, ResourceRow } from '../types';

/** Lower-cased text of each row's search fields, computed once per fetched list. */
export function searchTexts(rows: readonly ResourceRow[], fields: readonly string[]): string[] {
  return rows.map((row) =>
    fields
      .map((field) => String(row[field] ?? ''))
      .join('\u0000')
      .toLowerCase(),
  );
}

/** The rows whose search text contains `search` (case-insensitive) and that pass every chosen filter. */
export function filterRows<Row extends ResourceRow>(
  rows: readonly Row[],
  texts: readonly string[],
  search: string,
  filters: readonly ResourceFilter<Row>[],
  values: Readonly<Record<string, string>>,
): readonly Row[] {
  const term = search.trim().toLowerCase();
  const active = filters.filter((filter) => values[filter.id]);
  if (!term && !active.length) return rows;
  return rows.filter(
    (row, index) => (!term || texts[index]!.includes(term)) && active.every((filter) => filter.matches(row, values[filter.id]!)),
  );
}
