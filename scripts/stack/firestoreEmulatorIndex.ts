/**
 * Indexes for the offline Firestore emulator's query engine (firestoreEmulatorQuery.ts), the way
 * production Firestore has them: without them every page of a list and its count() scanned the
 * whole collection (50,000 applications: 717–957 ms a page; docs/benchmarks.md).
 *
 * One index per query shape (collection, equality fields, array-contains field, the query's whole
 * order), created the first time that shape is queried and built by one scan. Its rows are grouped
 * in buckets by their equality values (an array-contains field: one bucket per distinct element),
 * each bucket sorted in the query's order. A query finds its bucket, narrows it by binary search to
 * the range of the ordered field's inequality filters and of its cursors, and answers the range's
 * first rows: O(log n + limit), a count O(log n + matches). Filters the index does not cover (!=,
 * in, an inequality on another field...) are checked on each row of the range; anything else (OR,
 * collection groups) falls back to the scan.
 *
 * Writes only mark a document dirty in every index of its collection (seeding stays O(1) per
 * write); the next query of a shape moves its dirty documents (binary-search remove and insert), or
 * rebuilds the index when more than a fraction of it changed. An index that gathers that many
 * changes unqueried drops its rows until it is queried again, so memory holds only what is used.
 */
import {
  COMPOSITE_OR,
  OP,
  TYPE_RANK,
  compareRows,
  compareStored,
  cursorValues,
  fieldOf,
  ordersOf,
  predicateOf,
  runQuery,
  storedOf,
  type Order,
  type QueryCollection,
  type QueryDocument,
  type Stored,
  type V1Filter,
  type V1StructuredQuery,
} from './firestoreEmulatorQuery';

/** A document as the index sees it: the emulator's documents know their collection. */
export interface IndexedDocument extends QueryDocument {
  parent: unknown;
}
export interface IndexedCollection extends QueryCollection {
  getAllDocuments(): IndexedDocument[];
}

/** Changed documents an unqueried index may gather before it drops its rows (then rebuilt on use). */
const STALE_AFTER = 2_000;
const STALE_FRACTION = 4;

/**
 * A value's equality key: two values share a key exactly when compareStored finds them equal (so 1
 * and 1.0 share one, as numbers compare by value).
 */
function keyOf(value: Stored): string {
  switch (value.type) {
    case 'null_value':
      return 'z';
    case 'boolean_value':
      return `b${Number(value.value)}`;
    case 'integer_value':
    case 'double_value':
      return `n${Number(value.value)}`;
    case 'timestamp_value': {
      const { seconds, nanos } = value.value as { seconds: unknown; nanos: unknown };
      return `t${Number(seconds)}:${Number(nanos ?? 0)}`;
    }
    case 'string_value':
      return `s${value.value as string}`;
    case 'reference_value':
      return `r${value.value as string}`;
    case 'bytes_value':
      return `y${Array.from(value.value as Uint8Array).join(',')}`;
    case 'geo_point_value': {
      const { latitude, longitude } = value.value as { latitude: number; longitude: number };
      return `g${latitude},${longitude}`;
    }
    case 'array_value':
      return `a${JSON.stringify((value.value as Stored[]).map(keyOf))}`;
    default:
      return `m${JSON.stringify(
        Object.entries(value.value as Record<string, Stored>)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => [key, keyOf(item)]),
      )}`;
  }
}

/**
 * A bucket's key: its equality values' keys, then the array-contains element's. JSON never holds a
 * raw NUL, so the first one separates the element.
 */
const bucketKeyOf = (equalityKeys: string[], element?: string) =>
  element === undefined ? JSON.stringify(equalityKeys) : `${JSON.stringify(equalityKeys)}\u0000${element}`;

/** What an index is keyed by: its equality fields (sorted), its array-contains field, its order. */
interface Shape {
  equalities: string[];
  contains: string | null;
  orders: Order[];
}

interface Range {
  op: number;
  value: Stored;
}

/** How the index answers one query: its shape, its bucket, the ordered field's ranges. */
interface Plan {
  shape: Shape;
  shapeKey: string;
  bucketKey: string;
  ranges: Range[];
  /** Every filter is answered by the bucket and the ranges (no filter left to check per row). */
  exact: boolean;
}

const RANGES: readonly number[] = [OP.LESS_THAN, OP.LESS_THAN_OR_EQUAL, OP.GREATER_THAN, OP.GREATER_THAN_OR_EQUAL];

/** The AND of the filter's parts, or null for an OR (the index does not answer it). */
function conjunctsOf(filter: V1Filter, into: V1Filter[]): V1Filter[] | null {
  if (filter.has_composite_filter) {
    if (filter.composite_filter.op === COMPOSITE_OR) return null;
    for (const part of filter.composite_filter.filters) if (!conjunctsOf(part, into)) return null;
  } else if (filter.has_field_filter || filter.has_unary_filter) into.push(filter);
  return into;
}

export function planOf(query: V1StructuredQuery): Plan | null {
  if (query.from.length !== 1 || query.from[0]!.all_descendants) return null;
  const conjuncts = query.has_where ? conjunctsOf(query.where, []) : [];
  if (!conjuncts) return null;
  const orders = ordersOf(query);
  const equalities = new Map<string, Stored>();
  let contains: { path: string; value: Stored } | null = null;
  const ranges: Range[] = [];
  let exact = true;
  for (const filter of conjuncts) {
    if (filter.has_field_filter) {
      const { field, op, value } = filter.field_filter;
      const path = field.field_path;
      if (op === OP.EQUAL && !equalities.has(path)) {
        equalities.set(path, storedOf(value));
        continue;
      }
      if (op === OP.ARRAY_CONTAINS && !contains) {
        contains = { path, value: storedOf(value) };
        continue;
      }
      if (RANGES.includes(op) && path === orders[0]!.path) {
        ranges.push({ op, value: storedOf(value) });
        continue;
      }
    }
    exact = false;
  }
  const equalityPaths = [...equalities.keys()].sort();
  const shape: Shape = { equalities: equalityPaths, contains: contains?.path ?? null, orders };
  const equalityKeys = equalityPaths.map((path) => keyOf(equalities.get(path)!));
  return {
    shape,
    shapeKey: JSON.stringify([shape.equalities, shape.contains, orders.map(({ path, descending }) => [path, descending])]),
    bucketKey: bucketKeyOf(equalityKeys, contains ? keyOf(contains.value) : undefined),
    ranges,
    exact,
  };
}

interface Row {
  document: IndexedDocument;
  /** The document's values of the query's orders, as when it was indexed. */
  values: Stored[];
}
interface Placement {
  row: Row;
  buckets: string[];
}

/** The first index in [0, rows.length] where `test` holds, for a test false then true along rows. */
function firstWhere(rows: Row[], test: (row: Row) => boolean): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (test(rows[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

const rankOf = (value: Stored) => TYPE_RANK[value.type]!;

/**
 * Where the values a range filter keeps begin and end in ascending order: `starts(x)` holds from the
 * first kept value on, `ends(x)` from the first value past them (filters keep their value's type).
 */
function rangeTests({ op, value }: Range): { starts: (x: Stored) => boolean; ends: (x: Stored) => boolean } {
  const rank = rankOf(value);
  const sameTypeOrAbove = (x: Stored) => rankOf(x) >= rank;
  const aboveType = (x: Stored) => rankOf(x) > rank;
  switch (op) {
    case OP.GREATER_THAN:
      return { starts: (x) => compareStored(x, value) > 0, ends: aboveType };
    case OP.GREATER_THAN_OR_EQUAL:
      return { starts: (x) => compareStored(x, value) >= 0, ends: aboveType };
    case OP.LESS_THAN:
      return { starts: sameTypeOrAbove, ends: (x) => compareStored(x, value) >= 0 };
    default:
      return { starts: sameTypeOrAbove, ends: (x) => compareStored(x, value) > 0 };
  }
}

export class QueryIndex {
  private readonly buckets = new Map<string, Row[]>();
  private readonly placed = new Map<IndexedDocument, Placement>();
  private readonly dirty = new Set<IndexedDocument>();
  private stale = true;

  constructor(private readonly shape: Shape) {}

  private readonly compare = (a: Row, b: Row) => compareRows(a.values, b.values, this.shape.orders);

  /** Where a document belongs: none when it does not exist or lacks a field the shape reads. */
  private placementOf(document: IndexedDocument): Placement | null {
    if (!document.metadata.hasExist) return null;
    const values: Stored[] = [];
    for (const { path } of this.shape.orders) {
      const value = fieldOf(document, path);
      if (value === undefined) return null;
      values.push(value);
    }
    const keys: string[] = [];
    for (const path of this.shape.equalities) {
      const value = fieldOf(document, path);
      if (value === undefined) return null;
      keys.push(keyOf(value));
    }
    const row = { document, values };
    if (this.shape.contains === null) return { row, buckets: [bucketKeyOf(keys)] };
    const array = fieldOf(document, this.shape.contains);
    if (array?.type !== 'array_value') return null;
    const elements = new Set((array.value as Stored[]).map(keyOf));
    return { row, buckets: [...elements].map((element) => bucketKeyOf(keys, element)) };
  }

  /** The same buckets and values equal in the index's order: the row need not move. */
  private static samePlace(a: Placement, b: Placement): boolean {
    return (
      a.buckets.length === b.buckets.length &&
      a.buckets.every((key, i) => key === b.buckets[i]) &&
      a.row.values.every((value, i) => compareStored(value, b.row.values[i]!) === 0)
    );
  }

  /** A write to the index's collection: applied when the shape is next queried. */
  touch(document: IndexedDocument): void {
    if (this.stale) return;
    this.dirty.add(document);
    if (this.dirty.size > STALE_AFTER + this.placed.size / STALE_FRACTION) this.drop();
  }

  private drop(): void {
    this.buckets.clear();
    this.placed.clear();
    this.dirty.clear();
    this.stale = true;
  }

  /** One sort of the rows, then each row appended to its buckets: every bucket comes out sorted. */
  private rebuild(collection: IndexedCollection): void {
    this.drop();
    const placements: Placement[] = [];
    for (const document of collection.getAllDocuments()) {
      const placement = this.placementOf(document);
      if (placement) placements.push(placement);
    }
    placements.sort((a, b) => this.compare(a.row, b.row));
    for (const placement of placements) {
      this.placed.set(placement.row.document, placement);
      for (const key of placement.buckets) {
        const bucket = this.buckets.get(key);
        if (bucket) bucket.push(placement.row);
        else this.buckets.set(key, [placement.row]);
      }
    }
    this.stale = false;
  }

  /** Moves a written document's rows: out of their old places, into their new ones. */
  private move(document: IndexedDocument): void {
    const before = this.placed.get(document);
    const after = this.placementOf(document);
    if (before && after && QueryIndex.samePlace(before, after)) return;
    if (before) this.remove(before);
    if (after) this.add(after);
  }

  private remove(placement: Placement): void {
    this.placed.delete(placement.row.document);
    for (const key of placement.buckets) {
      const bucket = this.buckets.get(key)!;
      const at = firstWhere(bucket, (row) => this.compare(row, placement.row) >= 0);
      bucket.splice(bucket[at] === placement.row ? at : bucket.indexOf(placement.row), 1);
      if (bucket.length === 0) this.buckets.delete(key);
    }
  }

  private add(placement: Placement): void {
    this.placed.set(placement.row.document, placement);
    for (const key of placement.buckets) {
      const bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, [placement.row]);
      else
        bucket.splice(
          firstWhere(bucket, (row) => this.compare(row, placement.row) > 0),
          0,
          placement.row,
        );
    }
  }

  /** Brings the index up to date with the collection's writes since the last query. */
  refresh(collection: IndexedCollection): void {
    if (this.stale) return this.rebuild(collection);
    for (const document of this.dirty) this.move(document);
    this.dirty.clear();
  }

  /** The query's documents, as runQuery answers them, from the plan's bucket. */
  answer(plan: Plan, query: V1StructuredQuery): QueryDocument[] {
    const { orders } = this.shape;
    const rows = this.buckets.get(plan.bucketKey) ?? [];
    let low = 0;
    let high = rows.length;
    const descending = orders[0]!.descending;
    for (const range of plan.ranges) {
      const { starts, ends } = rangeTests(range);
      // In a descending order the values past the range come first.
      low = Math.max(low, firstWhere(rows, descending ? (row) => !ends(row.values[0]!) : (row) => starts(row.values[0]!)));
      high = Math.min(high, firstWhere(rows, descending ? (row) => !starts(row.values[0]!) : (row) => ends(row.values[0]!)));
    }
    // startAt keeps rows equal to the cursor, startAfter skips them; endAt keeps them, endBefore not.
    if (query.has_start_at) {
      const values = cursorValues(query.start_at, orders);
      const lowest = query.start_at.before ? 0 : 1;
      low = Math.max(
        low,
        firstWhere(rows, (row) => compareRows(row.values, values, orders) >= lowest),
      );
    }
    if (query.has_end_at) {
      const values = cursorValues(query.end_at, orders);
      const highest = query.end_at.before ? -1 : 0;
      high = Math.min(
        high,
        firstWhere(rows, (row) => compareRows(row.values, values, orders) > highest),
      );
    }
    const offset = query.offset ?? 0;
    const limit = query.has_limit ? query.limit.value : Infinity;
    if (plan.exact) {
      const from = low + offset;
      const to = Math.min(high, from + limit);
      return from < to ? rows.slice(from, to).map(({ document }) => document) : [];
    }
    const matches = predicateOf(query.where);
    const answer: QueryDocument[] = [];
    let skipped = 0;
    for (let i = low; i < high && answer.length < limit; i++) {
      const { document } = rows[i]!;
      if (!matches(document)) continue;
      if (skipped < offset) skipped++;
      else answer.push(document);
    }
    return answer;
  }
}

/** Every collection's indexes by shape; a collection replaced (emulator cleared) takes them along. */
const indexesOf = new WeakMap<object, Map<string, QueryIndex>>();

/** A document was created, changed or deleted: every index of its collection hears of it. */
export function noteWrite(document: IndexedDocument): void {
  const indexes = indexesOf.get(document.parent as object);
  if (indexes) for (const index of indexes.values()) index.touch(document);
}

/** runQuery's answer, from an index of the query's shape when one can answer it. */
export function runIndexedQuery(
  collection: IndexedCollection,
  query: V1StructuredQuery,
  options: { unordered?: boolean } = {},
): QueryDocument[] {
  const plan = planOf(query);
  if (!plan) return runQuery(collection, query, options);
  let indexes = indexesOf.get(collection);
  if (!indexes) indexesOf.set(collection, (indexes = new Map()));
  let index = indexes.get(plan.shapeKey);
  if (!index) indexes.set(plan.shapeKey, (index = new QueryIndex(plan.shape)));
  index.refresh(collection);
  return index.answer(plan, query);
}
