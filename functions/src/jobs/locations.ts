/**
 * Location suggestions: the distinct locations starting with `query` (case-insensitive, spaces
 * around either ignored), sorted alphabetically, at most `limit`. Spellings that differ only in
 * case count once, as the first one seen (callers list fixed jobs before affiliate jobs).
 */
export function suggestLocations(locations: Iterable<unknown>, query: string, limit: number): string[] {
  const prefix = query.trim().toLowerCase();
  const byKey = new Map<string, string>();
  for (const value of locations) {
    if (typeof value !== 'string') continue;
    const location = value.trim();
    const key = location.toLowerCase();
    if (!location || !key.startsWith(prefix)) continue;
    if (!byKey.has(key)) byKey.set(key, location);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([, location]) => location);
}
