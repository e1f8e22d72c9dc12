import type { DocumentSnapshot, Query, Timestamp } from 'firebase-admin/firestore';
import { countDocs, readDocs } from '../firestore/readTally';

/** Times in ms since the epoch, as the answers show them: the rows shown from `from` and before `to` (an end left out is open). */
export interface TimeRange {
  from?: number;
  to?: number;
}

/** A source of a list: its rows in a time range, newest first (createdAt, then the id, descending). */
export type RangedQuery = (range: TimeRange) => Query;

/** Once the start is known to lie among this many rows, they are read instead of counted apart. */
const SEEK_WINDOW = 12;
/** A second after the earliest time a Firestore timestamp holds (0001-01-01): every row is at or after it. */
const EARLIEST_MS = -62_135_596_799_000;
/** How much further back each step of the search for an older bound may reach than the last. */
const REACH_GROWTH_MAX = 16;

/** The time a row's answer shows (its createdAt rounded to the millisecond, as Timestamp.toDate rounds it). */
export const createdMsOf = (doc: DocumentSnapshot): number => (doc.get('createdAt') as Timestamp).toDate().getTime();

/** A time and the rows of the sources posted at or after it. */
interface Bound {
  at: number;
  rows: number;
}

/**
 * Where the row at `offset` (0-based) of the sources merged newest first stands, found with count()
 * queries instead of reading the rows before it: it is the `skip`-th of the rows posted before
 * `before` (ms; undefined: from the newest), with skip at most SEEK_WINDOW unless more rows than
 * that share one millisecond. Firestore bills a count() one read per 1,000 index entries it matches
 * and an offset() every row it skips, so this costs a few reads a step where reading the rows before
 * page N cost them all.
 *
 * The search keeps a newer bound (at most `offset` rows at or after it) and an older one (more than
 * `offset`): from the newest row it reaches back, further each time (as far as the rows counted so
 * far predict, at least twice as far), until it passes the offset; then it narrows the two by
 * interpolating on the counts, halving the time after a guess that narrowed too little. Each count
 * covers the narrower side of the range between the bounds, so the counts get cheaper as they close in.
 */
export async function seekByTime(sources: readonly RangedQuery[], offset: number): Promise<{ before?: number; skip: number }> {
  if (offset <= SEEK_WINDOW) return { skip: offset };
  const countIn = async (range: TimeRange) =>
    (await Promise.all(sources.map((source) => countDocs(source(range))))).reduce((a, b) => a + b, 0);
  const newest = (await Promise.all(sources.map((source) => readDocs(source({}).limit(1))))).flat();
  if (newest.length === 0) return { skip: offset };
  const top = Math.max(...newest.map(createdMsOf)) + 1;
  let newer: Bound = { at: top, rows: 0 };
  let older: Bound | undefined;
  let reach = 60_000;
  while (!older) {
    // Whole milliseconds: a bound is a timestamp made from them.
    const at = Math.max(EARLIEST_MS, Math.round(top - reach));
    const rows = newer.rows + (await countIn({ from: at, to: newer.at }));
    if (rows > offset) older = { at, rows };
    // Fewer rows than the offset: the page is past the end.
    else if (at === EARLIEST_MS) return { before: at, skip: offset - rows };
    else {
      newer = { at, rows };
      const predicted = rows > 0 ? (reach * (offset + 1)) / rows : Infinity;
      reach = Math.min(reach * REACH_GROWTH_MAX, Math.max(reach * 2, predicted * 1.25));
    }
  }
  let halve = false;
  while (older.rows - newer.rows > SEEK_WINDOW && newer.at - older.at > 1) {
    const between = older.rows - newer.rows;
    const share: number = halve ? 0.5 : (offset + 0.5 - newer.rows) / between;
    const at = Math.min(newer.at - 1, Math.max(older.at + 1, Math.round(newer.at - share * (newer.at - older.at))));
    const rows: number =
      share <= 0.5 ? newer.rows + (await countIn({ from: at, to: newer.at })) : older.rows - (await countIn({ from: older.at, to: at }));
    if (rows > offset) older = { at, rows };
    else newer = { at, rows };
    halve = !halve && (older.rows - newer.rows) * 2 > between;
  }
  return { before: newer.at, skip: offset - newer.rows };
}

/** `count` rows of one source from its row at `offset` (0-based), found by seekByTime. */
export async function rowsFrom(source: RangedQuery, offset: number, count: number): Promise<DocumentSnapshot[]> {
  const { before, skip } = await seekByTime([source], offset);
  return (await readDocs(source({ to: before }).limit(skip + count))).slice(skip);
}
