import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { adminPageQuerySchema, PAGING_MESSAGES, searchTermOf, type AdminPage, type AdminPaging } from '@careers/domain';
import { HttpError } from '../http/errors';
import { parseOr400 } from '../http/validate';
import { indexedPageQuery, orderOfSort, type EqualValues, type IndexedQueryName } from '../firestore/indexedQueries';

/** Where a page ended: the last row's sort value and id, as opaque URL-safe text. */
export function cursorOf(doc: DocumentSnapshot, field: string): string {
  const value: unknown = doc.get(field);
  const stored = value instanceof Timestamp ? { ms: value.toMillis() } : { v: value ?? null };
  return Buffer.from(JSON.stringify({ ...stored, id: doc.id })).toString('base64url');
}

export function afterCursor(cursor: string): [unknown, string] {
  try {
    const { ms, v, id } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { ms?: unknown; v?: unknown; id?: unknown };
    if (typeof id !== 'string' || !id || id.includes('/')) throw new Error('no id');
    if (ms !== undefined) {
      if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error('no time');
      return [Timestamp.fromMillis(ms), id];
    }
    if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw new Error('no value');
    return [v, id];
  } catch {
    throw new HttpError(400, PAGING_MESSAGES.cursor);
  }
}

/** A paged list's query string, validated with its schema (domain/src/admin/paging.ts). */
export type ListQuery = { limit: number; sort: string; cursor?: string; q?: string; from?: Date; to?: Date } & Record<string, unknown>;

/**
 * Every row a list query matches, in its order (no cursor, no limit): what a page reads a slice
 * of, what count() counts, and what the bulk actions and exports walk through.
 */
export function matchingQuery<N extends IndexedQueryName>(name: N, query: ListQuery, values: EqualValues<N>): Query {
  const term = query.q === undefined ? null : searchTermOf(query.q);
  return indexedPageQuery(name, values, {
    sort: query.sort,
    contains: term ?? undefined,
    from: query.from && Timestamp.fromDate(query.from),
    to: query.to && Timestamp.fromDate(query.to),
  });
}

/**
 * One page of a paged admin list: the query string validated with the list's schema, its rows
 * (limit + 1 read to know whether a next page exists), and the total from count(), which reads
 * no documents.
 */
export async function pageOf<N extends IndexedQueryName>(
  name: N,
  paging: AdminPaging,
  rawQuery: unknown,
  toRow: (doc: DocumentSnapshot) => Record<string, unknown>,
  values: EqualValues<N>,
): Promise<AdminPage<Record<string, unknown>>> {
  const query = parseOr400(adminPageQuerySchema(paging), rawQuery) as ListQuery;
  const matching = matchingQuery(name, query, values);
  const page = query.cursor ? matching.startAfter(...afterCursor(query.cursor)) : matching;
  const [counted, snapshot] = await Promise.all([matching.count().get(), page.limit(query.limit + 1).get()]);
  const docs = snapshot.docs.slice(0, query.limit);
  const [field] = orderOfSort(query.sort);
  return {
    rows: docs.map(toRow),
    total: counted.data().count,
    nextCursor: snapshot.docs.length > query.limit ? cursorOf(docs.at(-1)!, field) : null,
  };
}
