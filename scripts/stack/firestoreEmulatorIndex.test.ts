import { describe, expect, it } from 'vitest';
import { noteWrite, planOf, runIndexedQuery, type IndexedCollection, type IndexedDocument } from './firestoreEmulatorIndex';
import {
  COMPOSITE_OR,
  OP,
  ordersOf,
  runQuery,
  type Stored,
  type V1Filter,
  type V1StructuredQuery,
  type V1Value,
} from './firestoreEmulatorQuery';

// The indexed engine must answer exactly as the scan: random documents (mixed types, missing
// fields, arrays with repeats), random queries (equalities, array-contains, ranges, orders,
// cursors, offsets, limits and filters the index leaves to the scan), and writes between them.

/** A small seeded generator, so a failure repeats. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { chance: (p: number) => next() < p, int, pick };
}
type Random = ReturnType<typeof randomOf>;

const PARENT = 'projects/p/databases/(default)/documents/items';
const str = (value: string): Stored => ({ type: 'string_value', value });
const int = (value: number): Stored => ({ type: 'integer_value', value });
const dbl = (value: number): Stored => ({ type: 'double_value', value });
const at = (seconds: number): Stored => ({ type: 'timestamp_value', value: { seconds, nanos: 0 } });
const NULL: Stored = { type: 'null_value', value: null };
const arr = (values: Stored[]): Stored => ({ type: 'array_value', value: values });

const STAGES = [str('a'), str('b'), str('c'), int(1)];
const SCORES = [int(0), int(1), int(2), int(3), dbl(1), dbl(2.5), str('2'), NULL];
const TAGS = [str('x'), str('y'), str('z'), str('w')];
const TIMES = [0, 1, 2, 3, 4, 5, 6, 7].map(at);

class FakeDocument implements IndexedDocument {
  metadata = { hasExist: true };
  fields: Record<string, Stored> = {};
  constructor(
    readonly parent: FakeCollection,
    readonly name: string,
  ) {}
  getPath() {
    return `${PARENT}/${this.name}`;
  }
  getField(path: string) {
    return this.fields[path];
  }
}
class FakeCollection implements IndexedCollection {
  readonly documents = new Map<string, FakeDocument>();
  getAllDocuments() {
    return [...this.documents.values()];
  }
}

function randomFields(random: Random): Record<string, Stored> {
  const fields: Record<string, Stored> = {};
  if (random.chance(0.9)) fields.stage = random.pick(STAGES);
  if (random.chance(0.85)) fields.score = random.pick(SCORES);
  if (random.chance(0.9)) fields.at = random.pick(TIMES);
  if (random.chance(0.1)) fields.tags = str('x');
  else if (random.chance(0.9)) fields.tags = arr(Array.from({ length: random.int(4) }, () => random.pick(TAGS)));
  return fields;
}

/** Creates, changes or deletes a document, telling the indexes as the emulator's events do. */
function write(collection: FakeCollection, random: Random, id = random.int(240)) {
  const name = `d${id}`;
  let document = collection.documents.get(name);
  if (!document) collection.documents.set(name, (document = new FakeDocument(collection, name)));
  if (document.metadata.hasExist && random.chance(0.25)) {
    document.metadata = { hasExist: false };
    document.fields = {};
  } else {
    document.metadata = { hasExist: true };
    document.fields = randomFields(random);
  }
  noteWrite(document);
}

/** A stored value as a query carries it (a protobuf Value). */
function v1Of({ type, value }: Stored): V1Value {
  const shaped = type === 'array_value' ? { values: (value as Stored[]).map(v1Of) } : type === 'null_value' ? 0 : value;
  return { [`has_${type}`]: true, [type]: shaped };
}

const fieldFilter = (path: string, op: number, value: Stored): V1Filter =>
  ({ has_field_filter: true, field_filter: { field: { field_path: path }, op, value: v1Of(value) } }) as unknown as V1Filter;
const unaryFilter = (path: string, op: number): V1Filter =>
  ({ has_unary_filter: true, unary_filter: { field: { field_path: path }, op } }) as unknown as V1Filter;
const composite = (op: number, filters: V1Filter[]): V1Filter =>
  ({ has_composite_filter: true, composite_filter: { op, filters } }) as unknown as V1Filter;
const AND = 1;

function randomFilters(random: Random): V1Filter[] {
  const filters: V1Filter[] = [];
  if (random.chance(0.4)) filters.push(fieldFilter('stage', OP.EQUAL, random.pick(STAGES)));
  if (random.chance(0.2)) filters.push(fieldFilter('score', OP.EQUAL, random.pick(SCORES)));
  if (random.chance(0.35)) filters.push(fieldFilter('tags', OP.ARRAY_CONTAINS, random.pick(TAGS)));
  if (random.chance(0.4)) {
    const [path, values] = random.pick([['at', TIMES] as const, ['score', SCORES] as const]);
    const ops = [OP.LESS_THAN, OP.LESS_THAN_OR_EQUAL, OP.GREATER_THAN, OP.GREATER_THAN_OR_EQUAL];
    for (let i = 0; i <= random.int(2); i++) filters.push(fieldFilter(path, random.pick(ops), random.pick(values)));
  }
  // Filters the index leaves to a check per row, or to the scan.
  if (random.chance(0.08)) filters.push(fieldFilter('stage', OP.NOT_EQUAL, random.pick(STAGES)));
  if (random.chance(0.06)) filters.push(fieldFilter('score', OP.IN, arr([random.pick(SCORES), random.pick(SCORES)])));
  if (random.chance(0.06)) filters.push(fieldFilter('tags', OP.ARRAY_CONTAINS_ANY, arr([random.pick(TAGS), random.pick(TAGS)])));
  if (random.chance(0.05)) filters.push(unaryFilter('score', random.pick([3, 5])));
  if (random.chance(0.05))
    filters.push(composite(COMPOSITE_OR, [fieldFilter('stage', OP.EQUAL, str('a')), fieldFilter('score', OP.EQUAL, int(1))]));
  return filters;
}

function randomQuery(random: Random, collection: FakeCollection): V1StructuredQuery {
  const filters = randomFilters(random);
  const paths = ['at', 'score', 'stage', '__name__'];
  const inequality = filters.find((filter) => filter.has_field_filter && filter.field_filter.op <= OP.GREATER_THAN_OR_EQUAL);
  const order_by = Array.from({ length: random.int(2) + (random.chance(0.15) ? 1 : 0) }, () => ({
    field: { field_path: random.pick(paths) },
    direction: random.pick([1, 2]),
  }));
  // Firestore orders first by the inequality's field; the engine also answers other orders.
  if (inequality && random.chance(0.8))
    order_by.unshift({ field: { field_path: inequality.field_filter.field.field_path }, direction: random.pick([1, 2]) });
  const unique = order_by.filter(({ field }, i) => order_by.findIndex((other) => other.field.field_path === field.field_path) === i);
  const query = {
    from: [{ collection_id: 'items' }],
    has_where: filters.length > 0,
    where: filters.length === 1 ? filters[0]! : composite(AND, filters),
    order_by: unique,
    has_start_at: false,
    has_end_at: false,
    offset: random.chance(0.2) ? random.int(4) : 0,
    has_limit: random.chance(0.6),
    limit: { value: random.int(12) },
  } as unknown as V1StructuredQuery;
  const orders = ordersOf(query);
  const cursorOf = () => {
    const documents = collection.getAllDocuments().filter((document) => document.metadata.hasExist);
    const document = documents.length ? random.pick(documents) : undefined;
    const values = orders.map(({ path }) =>
      path === '__name__' ? { type: 'reference_value', value: document?.getPath() } : document?.getField(path),
    ) as (Stored | undefined)[];
    const length = 1 + random.int(orders.length);
    if (values.slice(0, length).some((value) => value === undefined)) return null;
    return { values: values.slice(0, length).map((value) => v1Of(value!)), before: random.chance(0.5) };
  };
  if (random.chance(0.35)) {
    const cursor = cursorOf();
    if (cursor) Object.assign(query, { has_start_at: true, start_at: cursor });
  }
  if (random.chance(0.2)) {
    const cursor = cursorOf();
    if (cursor) Object.assign(query, { has_end_at: true, end_at: cursor });
  }
  return query;
}

const namesOf = (documents: { getPath(): string }[]) => documents.map((document) => document.getPath().slice(PARENT.length + 1));

function expectSameAnswers(collection: FakeCollection, random: Random, queries: number) {
  let indexed = 0;
  for (let i = 0; i < queries; i++) {
    const query = randomQuery(random, collection);
    if (planOf(query)) indexed++;
    const expected = namesOf(runQuery(collection, query));
    expect(namesOf(runIndexedQuery(collection, query)), JSON.stringify(query)).toEqual(expected);
    // A count's rows in any order.
    expect(namesOf(runIndexedQuery(collection, query, { unordered: true })).sort()).toEqual([...expected].sort());
  }
  return indexed;
}

describe('the emulator query engine with indexes', () => {
  it('answers random queries as the scan does, before and after writes and deletes', () => {
    const random = randomOf(27);
    const collection = new FakeCollection();
    for (let i = 0; i < 200; i++) write(collection, random, i);
    let indexed = 0;
    for (let round = 0; round < 12; round++) {
      indexed += expectSameAnswers(collection, random, 25);
      for (let i = 0; i < random.int(40); i++) write(collection, random);
    }
    // Most queries were answered from an index, not by the fallback scan.
    expect(indexed).toBeGreaterThan(12 * 25 * 0.8);
  }, 30_000);

  it('rebuilds an index that many writes made stale, and indexes a new collection of the same shape', () => {
    const random = randomOf(11);
    const collection = new FakeCollection();
    for (let i = 0; i < 50; i++) write(collection, random, i);
    expectSameAnswers(collection, random, 60);
    for (let i = 50; i < 2_500; i++) write(collection, random, i);
    expectSameAnswers(collection, random, 25);
    const other = new FakeCollection();
    for (let i = 0; i < 100; i++) write(other, random, i);
    expectSameAnswers(other, random, 25);
  }, 30_000);

  it('pages a large collection by cursor without gaps or repeats', () => {
    const collection = new FakeCollection();
    for (let i = 0; i < 5_000; i++) {
      const document = new FakeDocument(collection, `n${i}`);
      document.fields = { at: at(i % 97), kind: str(i % 3 ? 'a' : 'b') };
      collection.documents.set(document.name, document);
    }
    const page = (after?: Stored[], limit = 500) =>
      ({
        from: [{ collection_id: 'items' }],
        has_where: true,
        where: fieldFilter('kind', OP.EQUAL, str('a')),
        order_by: [{ field: { field_path: 'at' }, direction: 2 }],
        has_start_at: Boolean(after),
        start_at: after ? { values: after.map(v1Of), before: false } : undefined,
        has_end_at: false,
        offset: 0,
        has_limit: true,
        limit: { value: limit },
      }) as unknown as V1StructuredQuery;
    const seen: string[] = [];
    let after: Stored[] | undefined;
    for (;;) {
      const rows = runIndexedQuery(collection, page(after));
      seen.push(...namesOf(rows));
      if (rows.length < 500) break;
      const last = rows.at(-1)!;
      after = [last.getField('at')!, { type: 'reference_value', value: last.getPath() }];
    }
    expect(seen).toEqual(namesOf(runQuery(collection, page(undefined, 10_000))));
    expect(new Set(seen).size).toBe(3_333);
  });
});
