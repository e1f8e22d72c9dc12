import { locationKeyOf, normalizeSearchText } from '@careers/domain';

/**
 * The distinct locations of the fixed and affiliate jobs, by location key (domain's locationKeyOf:
 * case-, accent- and punctuation-free), each with the spelling first seen and how many jobs have it.
 * A location goes when its last job does.
 */
export type LocationCounts = Record<string, { name: string; jobs: number }>;

/** Jobs' locations that went (a job deleted, or moved away) and that came (a job posted, or moved there). */
export interface LocationChange {
  removed?: readonly unknown[];
  added?: readonly unknown[];
}

/** The counts after a change (a new object; `counts` is left as it is). */
export function recount(counts: LocationCounts, { removed = [], added = [] }: LocationChange): LocationCounts {
  const next: LocationCounts = { ...counts };
  for (const location of removed) {
    const key = locationKeyOf(location);
    const entry = next[key];
    if (!entry) continue;
    if (entry.jobs > 1) next[key] = { ...entry, jobs: entry.jobs - 1 };
    else delete next[key];
  }
  for (const location of added) {
    const key = locationKeyOf(location);
    if (!key) continue;
    const entry = next[key];
    next[key] = entry ? { ...entry, jobs: entry.jobs + 1 } : { name: String(location).trim(), jobs: 1 };
  }
  return next;
}

export const sameCounts = (a: LocationCounts, b: LocationCounts): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, { name, jobs }]) => b[key]?.name === name && b[key].jobs === jobs);

/**
 * Location suggestions: the locations whose key starts with the query's (so case, accents and
 * punctuation do not matter, and a match in the middle of a name does not count), sorted, at most `limit`.
 */
export function suggestLocations(counts: LocationCounts, query: string, limit: number): string[] {
  const prefix = normalizeSearchText(query);
  if (!prefix) return [];
  return Object.entries(counts)
    .filter(([key, { jobs }]) => jobs > 0 && key.startsWith(prefix))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([, { name }]) => name);
}
