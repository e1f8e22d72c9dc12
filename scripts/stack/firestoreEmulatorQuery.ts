/**
 * A query engine for the Node Firestore emulator that answers as production Firestore does, where
 * the emulator's own v1Query does not: it ignores cursors (startAt, startAfter, endAt, endBefore),
 * offsets, ordering by document id, unary filters (== null) and nested composite filters, keeps
 * documents that lack an ordered field, and sorts the whole collection before filtering it. Paged
 * lists depend on cursors, so tests against the offline stack would otherwise pass or
 * fail for reasons production does not share.
 *
 * Values are compared in Firestore's order of types (null, booleans, numbers, timestamps, strings,
 * bytes, references, geo points, arrays, maps), then by value. After the explicit orders come the
 * fields of inequality filters (when not already ordered), then the document name, in the direction
 * of the last order, as Firestore does.
 */

/** A value as the emulator stores it in a document (`{ type, value }`). */
export interface Stored {
  type: string;
  value: unknown;
}

/** What the engine reads of the emulator's documents and collections. */
export interface QueryDocument {
  metadata: { hasExist: boolean };
  getPath(): string;
  getField(path: string): Stored | undefined;
}
export interface QueryCollection {
  getAllDocuments(): QueryDocument[];
}

/** The parts of a v1 StructuredQuery (protobuf message) the engine reads. */
export type V1Value = Record<string, unknown>;
interface FieldReference {
  field_path: string;
}
interface V1FieldFilter {
  field: FieldReference;
  op: number;
  value: V1Value;
}
interface V1UnaryFilter {
  field: FieldReference;
  op: number;
}
export interface V1Filter {
  has_field_filter: boolean;
  field_filter: V1FieldFilter;
  has_unary_filter: boolean;
  unary_filter: V1UnaryFilter;
  has_composite_filter: boolean;
  composite_filter: { op: number; filters: V1Filter[] };
}
interface V1Cursor {
  values: V1Value[];
  before: boolean;
}
export interface V1StructuredQuery {
  from: { collection_id: string; all_descendants?: boolean }[];
  has_where: boolean;
  where: V1Filter;
  order_by: { field: FieldReference; direction: number }[];
  has_start_at: boolean;
  start_at: V1Cursor;
  has_end_at: boolean;
  end_at: V1Cursor;
  offset: number;
  has_limit: boolean;
  limit: { value: number };
}

const DESCENDING = 2;
export const OP = {
  LESS_THAN: 1,
  LESS_THAN_OR_EQUAL: 2,
  GREATER_THAN: 3,
  GREATER_THAN_OR_EQUAL: 4,
  EQUAL: 5,
  NOT_EQUAL: 6,
  ARRAY_CONTAINS: 7,
  IN: 8,
  ARRAY_CONTAINS_ANY: 9,
  NOT_IN: 10,
} as const;
const UNARY = { IS_NAN: 2, IS_NULL: 3, IS_NOT_NAN: 4, IS_NOT_NULL: 5 } as const;
export const COMPOSITE_OR = 2;
const INEQUALITIES: readonly number[] = [
  OP.LESS_THAN,
  OP.LESS_THAN_OR_EQUAL,
  OP.GREATER_THAN,
  OP.GREATER_THAN_OR_EQUAL,
  OP.NOT_EQUAL,
  OP.NOT_IN,
];
const NAME = '__name__';

export const TYPE_RANK: Readonly<Record<string, number>> = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 9,
};

/** A protobuf Value of the query (a filter's or a cursor's) in the stored `{ type, value }` shape. */
export function storedOf(value: V1Value): Stored {
  for (const type of Object.keys(TYPE_RANK)) {
    if (!value[`has_${type}`]) continue;
    const raw = value[type] as Record<string, unknown>;
    if (type === 'null_value') return { type, value: null };
    if (type === 'array_value') return { type, value: (raw.values as V1Value[]).map(storedOf) };
    if (type === 'map_value') {
      const fields = raw.fields as Map<string, V1Value>;
      return { type, value: Object.fromEntries([...fields.entries()].map(([key, item]) => [key, storedOf(item)])) };
    }
    if (type === 'timestamp_value') return { type, value: { seconds: raw.seconds, nanos: raw.nanos } };
    if (type === 'geo_point_value') return { type, value: { latitude: raw.latitude, longitude: raw.longitude } };
    return { type, value: raw };
  }
  throw new Error(`unsupported value: ${JSON.stringify(value)}`);
}

const sign = (difference: number) => (difference < 0 ? -1 : difference > 0 ? 1 : 0);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const SLASH = 47;

/**
 * References compare segment by segment. Without splitting them (the name tiebreak of every sorted
 * row): at the first different character, the one whose segment ends there ('/') comes first.
 */
function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x === SLASH) return -1;
    if (y === SLASH) return 1;
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
}

/** Firestore's total order of values. */
export function compareStored(a: Stored, b: Stored): number {
  const rank = TYPE_RANK[a.type]! - TYPE_RANK[b.type]!;
  if (rank !== 0) return sign(rank);
  switch (a.type) {
    case 'null_value':
      return 0;
    case 'boolean_value':
      return sign(Number(a.value) - Number(b.value));
    case 'integer_value':
    case 'double_value':
      return compareNumbers(Number(a.value), Number(b.value));
    case 'timestamp_value': {
      const x = a.value as { seconds: unknown; nanos: unknown };
      const y = b.value as { seconds: unknown; nanos: unknown };
      return sign(Number(x.seconds) - Number(y.seconds)) || sign(Number(x.nanos ?? 0) - Number(y.nanos ?? 0));
    }
    case 'string_value':
      return compareText(a.value as string, b.value as string);
    case 'reference_value':
      return compareSegments(a.value as string, b.value as string);
    case 'bytes_value': {
      const x = a.value as Uint8Array;
      const y = b.value as Uint8Array;
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return sign(x[i]! - y[i]!);
      return sign(x.length - y.length);
    }
    case 'geo_point_value': {
      const x = a.value as { latitude: number; longitude: number };
      const y = b.value as { latitude: number; longitude: number };
      return sign(x.latitude - y.latitude) || sign(x.longitude - y.longitude);
    }
    case 'array_value': {
      const x = a.value as Stored[];
      const y = b.value as Stored[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const order = compareStored(x[i]!, y[i]!);
        if (order !== 0) return order;
      }
      return sign(x.length - y.length);
    }
    default: {
      const x = Object.entries(a.value as Record<string, Stored>).sort(([k], [l]) => compareText(k, l));
      const y = Object.entries(b.value as Record<string, Stored>).sort(([k], [l]) => compareText(k, l));
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const order = compareText(x[i]![0], y[i]![0]) || compareStored(x[i]![1], y[i]![1]);
        if (order !== 0) return order;
      }
      return sign(x.length - y.length);
    }
  }
}

export function fieldOf(document: QueryDocument, path: string): Stored | undefined {
  if (path === NAME) return { type: 'reference_value', value: document.getPath() };
  return document.getField(path);
}

const sameKind = (a: Stored, b: Stored) => TYPE_RANK[a.type] === TYPE_RANK[b.type];
const equal = (a: Stored, b: Stored) => sameKind(a, b) && compareStored(a, b) === 0;
const isNaNValue = (field: Stored) => field.type === 'double_value' && Number.isNaN(Number(field.value));

type Predicate = (document: QueryDocument) => boolean;

/** A field filter as a predicate, its value converted once (a query scans every document). */
function fieldPredicate({ field: { field_path }, op, value }: V1FieldFilter): Predicate {
  const wanted = storedOf(value);
  const listed = wanted.type === 'array_value' ? (wanted.value as Stored[]) : [];
  const test = ((): ((field: Stored) => boolean) => {
    switch (op) {
      case OP.EQUAL:
        return (field) => equal(field, wanted);
      case OP.NOT_EQUAL:
        return (field) => field.type !== 'null_value' && !equal(field, wanted);
      case OP.LESS_THAN:
        return (field) => sameKind(field, wanted) && compareStored(field, wanted) < 0;
      case OP.LESS_THAN_OR_EQUAL:
        return (field) => sameKind(field, wanted) && compareStored(field, wanted) <= 0;
      case OP.GREATER_THAN:
        return (field) => sameKind(field, wanted) && compareStored(field, wanted) > 0;
      case OP.GREATER_THAN_OR_EQUAL:
        return (field) => sameKind(field, wanted) && compareStored(field, wanted) >= 0;
      case OP.ARRAY_CONTAINS:
        return (field) => field.type === 'array_value' && (field.value as Stored[]).some((item) => equal(item, wanted));
      case OP.ARRAY_CONTAINS_ANY:
        return (field) => field.type === 'array_value' && (field.value as Stored[]).some((item) => listed.some((one) => equal(item, one)));
      case OP.IN:
        return (field) => listed.some((one) => equal(field, one));
      case OP.NOT_IN:
        return (field) => field.type !== 'null_value' && !listed.some((one) => equal(field, one));
      default:
        throw new Error(`unsupported filter operator ${op}`);
    }
  })();
  return (document) => {
    const field = fieldOf(document, field_path);
    return field !== undefined && test(field);
  };
}

function unaryPredicate({ field: { field_path }, op }: V1UnaryFilter): Predicate {
  const test = ((): ((field: Stored) => boolean) => {
    switch (op) {
      case UNARY.IS_NULL:
        return (field) => field.type === 'null_value';
      case UNARY.IS_NOT_NULL:
        return (field) => field.type !== 'null_value';
      case UNARY.IS_NAN:
        return isNaNValue;
      case UNARY.IS_NOT_NAN:
        return (field) => !isNaNValue(field) && field.type !== 'null_value';
      default:
        throw new Error(`unsupported unary operator ${op}`);
    }
  })();
  return (document) => {
    const field = fieldOf(document, field_path);
    return field !== undefined && test(field);
  };
}

export function predicateOf(filter: V1Filter): Predicate {
  if (filter.has_field_filter) return fieldPredicate(filter.field_filter);
  if (filter.has_unary_filter) return unaryPredicate(filter.unary_filter);
  if (filter.has_composite_filter) {
    const { op, filters } = filter.composite_filter;
    const parts = filters.map(predicateOf);
    return op === COMPOSITE_OR ? (document) => parts.some((part) => part(document)) : (document) => parts.every((part) => part(document));
  }
  return () => true;
}

function inequalityFields(filter: V1Filter, into: string[]): string[] {
  if (filter.has_field_filter && INEQUALITIES.includes(filter.field_filter.op)) into.push(filter.field_filter.field.field_path);
  if (filter.has_unary_filter && filter.unary_filter.op === UNARY.IS_NOT_NULL) into.push(filter.unary_filter.field.field_path);
  if (filter.has_composite_filter) for (const one of filter.composite_filter.filters) inequalityFields(one, into);
  return into;
}

export interface Order {
  path: string;
  descending: boolean;
}

/** The query's whole order: explicit orders, then inequality fields, then the document name. */
export function ordersOf(query: V1StructuredQuery): Order[] {
  const orders = query.order_by.map(({ field, direction }) => ({ path: field.field_path, descending: direction === DESCENDING }));
  const named = new Set(orders.map(({ path }) => path));
  const inequalities = query.has_where ? inequalityFields(query.where, []) : [];
  for (const path of [...new Set(inequalities)].sort()) {
    if (!named.has(path)) orders.push({ path, descending: false });
    named.add(path);
  }
  if (!named.has(NAME)) orders.push({ path: NAME, descending: orders.at(-1)?.descending ?? false });
  return orders;
}

/** A cursor's values as stored values; a document id given for the name order becomes a reference. */
export function cursorValues(cursor: V1Cursor, orders: Order[]): Stored[] {
  return cursor.values.slice(0, orders.length).map((value, i) => {
    const stored = storedOf(value);
    return orders[i]!.path === NAME && stored.type === 'string_value' ? { type: 'reference_value', value: stored.value } : stored;
  });
}

/** Row a against row b (or a cursor's values, then only their length counts), in the query's order. */
export function compareRows(a: Stored[], b: Stored[], orders: Order[]): number {
  for (let i = 0; i < b.length; i++) {
    const order = compareStored(a[i]!, b[i]!);
    if (order !== 0) return orders[i]!.descending ? -order : order;
  }
  return 0;
}

interface Row {
  document: QueryDocument;
  values: Stored[];
}

/** The first `count` rows in order, without sorting them all (a page of 21 out of 50,000). */
function firstRows(rows: Row[], count: number, orders: Order[]): Row[] {
  const kept: Row[] = [];
  if (count <= 0) return kept;
  for (const row of rows) {
    if (kept.length === count && compareRows(row.values, kept[count - 1]!.values, orders) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareRows(kept[middle]!.values, row.values, orders) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, row);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/**
 * The documents of `parent/collection_id` matching the query, in its order, within its cursors,
 * offset and limit. `unordered` (a count) skips the sort, which only the rows' order needs.
 */
export function runQuery(collection: QueryCollection, query: V1StructuredQuery, { unordered = false } = {}): QueryDocument[] {
  const orders = ordersOf(query);
  const matches = query.has_where ? predicateOf(query.where) : () => true;
  // startAt (before) keeps rows equal to the cursor, startAfter skips them; endBefore (before)
  // drops rows equal to the cursor, endAt keeps them.
  const start = query.has_start_at ? { values: cursorValues(query.start_at, orders), lowest: query.start_at.before ? 0 : 1 } : null;
  const end = query.has_end_at ? { values: cursorValues(query.end_at, orders), highest: query.end_at.before ? -1 : 0 } : null;
  const rows: Row[] = [];
  for (const document of collection.getAllDocuments()) {
    if (!document.metadata.hasExist || !matches(document)) continue;
    const values = orders.map(({ path }) => fieldOf(document, path));
    // An ordered field the document lacks leaves it out, as Firestore's indexes do.
    if (values.some((value) => value === undefined)) continue;
    const row = { document, values: values as Stored[] };
    if (start && compareRows(row.values, start.values, orders) < start.lowest) continue;
    if (end && compareRows(row.values, end.values, orders) > end.highest) continue;
    rows.push(row);
  }
  const offset = query.offset ?? 0;
  if (unordered && !query.has_limit && offset === 0) return rows.map(({ document }) => document);
  const ordered = query.has_limit
    ? firstRows(rows, offset + query.limit.value, orders)
    : rows.sort((a, b) => compareRows(a.values, b.values, orders));
  return ordered.slice(offset).map(({ document }) => document);
}
