import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Emulator from '@firestore-emulator/server';
import { noteWrite, runIndexedQuery, type IndexedCollection, type IndexedDocument } from './firestoreEmulatorIndex';
import { runQuery, type V1StructuredQuery } from './firestoreEmulatorQuery';
import { patchEmulatorWrites } from './firestoreEmulatorWrites';

type Named = Record<string, unknown>;
/** What the patched lookups touch of the emulator's classes (their fields are TypeScript-private). */
interface StateNode {
  emitter: { emit(event: string, payload: unknown): void };
  database: unknown;
  documents: Named;
  collections: Named;
}

/**
 * The node's own child map, made writable the first time: the emulator keeps each map frozen by
 * immer. A null prototype makes `name in map` false for names like "constructor".
 */
function ownMap(node: StateNode, key: 'documents' | 'collections'): Named {
  const map = node[key];
  if (Object.isFrozen(map)) node[key] = Object.assign(Object.create(null) as Named, map);
  return node[key];
}

function childOf<T>(node: StateNode, key: 'documents' | 'collections', name: string, make: () => T, onAdd?: (child: T) => void): T {
  const map = ownMap(node, key);
  if (Object.hasOwn(map, name)) return map[name] as T;
  const child = make();
  map[name] = child;
  onAdd?.(child);
  return child;
}

/**
 * Makes the Node Firestore emulator's lookups O(1). Its FirestoreStateCollection.getDocument,
 * FirestoreStateDocument.getCollection and FirestoreStateDatabase.getCollection wrap every lookup
 * in immer `produce`, which copies (and freezes) the collection's whole map whenever a name is new:
 * every insert, and every read of a missing document, costs O(collection size), so seeding 50,000
 * documents is quadratic. These versions add to a writable map in place and create the same
 * objects and events as the originals. Applied once, before the server is created.
 */
export function patchFirestoreEmulator(emulator: typeof Emulator): void {
  const { FirestoreStateCollection, FirestoreStateDocument, FirestoreStateDatabase } = emulator;
  if ((FirestoreStateCollection.prototype as { careersPatched?: boolean }).careersPatched) return;
  (FirestoreStateCollection.prototype as { careersPatched?: boolean }).careersPatched = true;

  FirestoreStateCollection.prototype.getDocument = function getDocument(this: Emulator.FirestoreStateCollection, name: string) {
    const node = this as unknown as StateNode;
    // Same arguments as the original: no fields, no subcollections yet.
    return childOf(node, 'documents', name, () => new FirestoreStateDocument(node.emitter as never, this.database, this, name, {}, {}));
  };

  const addCollection = (
    node: StateNode,
    database: Emulator.FirestoreStateDatabase,
    parent: Emulator.FirestoreStateDocument | Emulator.FirestoreStateDatabase,
    name: string,
  ) =>
    childOf(
      node,
      'collections',
      name,
      () => new FirestoreStateCollection(node.emitter as never, database, parent, name, {}),
      (collection) => node.emitter.emit('add-collection', { collection }),
    );

  FirestoreStateDocument.prototype.getCollection = function getCollection(this: Emulator.FirestoreStateDocument, name: string) {
    return addCollection(this as unknown as StateNode, this.database, this, name);
  };
  FirestoreStateDatabase.prototype.getCollection = function getCollection(this: Emulator.FirestoreStateDatabase, name: string) {
    return addCollection(this as unknown as StateNode, this, this, name);
  };

  patchEmulatorWrites(emulator);

  // Queries (runs, counts and listens) answer as production does (firestoreEmulatorQuery.ts), from
  // indexes kept up to date on every write (firestoreEmulatorIndex.ts), or by a scan with
  // CAREERS_EMULATOR_INDEXES=0. CAREERS_EMULATOR_INDEX_CHECK=<file> also runs the scan for every
  // query, answers with it, and appends each query whose indexed answer differed to the file.
  const aggregated = queriesOfAggregations();
  const indexed = process.env.CAREERS_EMULATOR_INDEXES !== '0';
  const checkLog = process.env.CAREERS_EMULATOR_INDEX_CHECK;
  const watched = new WeakSet<object>();
  emulator.FirestoreState.prototype.v1Query = function v1Query(this: Emulator.FirestoreState, parent: string, query: never) {
    const { from } = query as V1StructuredQuery;
    if (from.length !== 1 || !from[0]?.collection_id) throw new Error('a query names one collection');
    const collection = this.getCollection(`${parent}/${from[0].collection_id}`) as unknown as IndexedCollection;
    const options = { unordered: aggregated.has(query) };
    if (!indexed) return runQuery(collection, query, options) as never;
    if (!watched.has(this)) {
      watched.add(this);
      // First, so that a listener reading the emulator on a write already finds it indexed.
      const onWrite = ({ document }: { document: IndexedDocument }) => noteWrite(document);
      for (const event of ['create-document', 'update-document', 'delete-document'] as const) this.emitter.prependListener(event, onWrite);
    }
    const answer = runIndexedQuery(collection, query, options);
    if (checkLog) {
      const scanned = runQuery(collection, query, options);
      const names = (documents: { getPath(): string }[]) => documents.map((document) => document.getPath());
      const [a, b] = [names(answer), names(scanned)];
      const same = options.unordered ? a.length === b.length && new Set([...a, ...b]).size === a.length : a.join() === b.join();
      if (!same) {
        appendFileSync(
          checkLog,
          `${JSON.stringify({ at: new Date().toISOString(), query, indexed: a.slice(0, 30), scanned: b.slice(0, 30), lengths: [a.length, b.length] })}\n`,
        );
        return scanned as never;
      }
    }
    return answer as never;
  };
}

/**
 * The queries of aggregations (count()), as the server reads them from their requests: their rows'
 * order does not matter, and sorting 50,000 rows per count() doubled a paged list's time.
 */
function queriesOfAggregations(): WeakSet<object> {
  const seen = new WeakSet<object>();
  // firestore.js bundles its own copy of the query classes: take the one its requests decode into.
  const { RunAggregationQueryRequest } = createRequire(import.meta.url)('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as {
    RunAggregationQueryRequest: { fromObject(data: object): { structured_aggregation_query: object } };
  };
  const StructuredAggregationQuery = RunAggregationQueryRequest.fromObject({ structured_aggregation_query: {} })
    .structured_aggregation_query.constructor as { prototype: object };
  const { get, set } = Object.getOwnPropertyDescriptor(StructuredAggregationQuery.prototype, 'structured_query')!;
  Object.defineProperty(StructuredAggregationQuery.prototype, 'structured_query', {
    configurable: true,
    set,
    get(this: object) {
      const query = get!.call(this) as object | undefined;
      if (query) seen.add(query);
      return query;
    },
  });
  return seen;
}
