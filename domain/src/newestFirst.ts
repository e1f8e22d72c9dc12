/**
 * Two lists, each newest first, as one newest first by `msOf` (the millisecond a row shows): within
 * one millisecond the first list's rows come first, as the public list puts a fixed job before an
 * affiliate job. The server's numbered pages and the browser's merge of the two sources' shares
 * must agree row for row, so both merge with this. Apart from publicJobs.ts, whose schemas the job
 * list's page code must not load.
 */
export function mergeNewestFirst<T>(first: readonly T[], second: readonly T[], msOf: (row: T) => number): T[] {
  const merged: T[] = [];
  let a = 0;
  let b = 0;
  while (a < first.length || b < second.length) {
    const takeFirst = b >= second.length || (a < first.length && msOf(first[a]!) >= msOf(second[b]!));
    merged.push(takeFirst ? first[a++]! : second[b++]!);
  }
  return merged;
}
