import type { Request, RequestHandler, Response } from 'express';
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  ADMIN_UNPAGED_MAX,
  adminPageQuerySchema,
  adminPathSchema,
  filterValuesOf,
  PAGING_MESSAGES,
  searchFieldsOf,
  searchTermOf,
  SUBSTRING_SEARCH_MAX,
  containsSearchText,
  TOTAL_COUNT_HEADER,
  type AdminPage,
  type AdminPaging,
  type FilterValue,
} from '@careers/domain';
import { HttpError } from '../http/errors';
import { parseOr400 } from '../http/validate';
import {
  INDEXED_QUERIES,
  indexedPageQuery,
  orderOfSort,
  searchSortOf,
  type EqualValues,
  type IndexedQueryName,
  type PagedQueryName,
} from '../firestore/indexedQueries';

type Row = Record<string, unknown>;

/** One paged admin list: its queries (INDEXED_QUERIES), its paging (its definition in domain), its rows. */
export interface PagedList {
  page: PagedQueryName;
  paging: AdminPaging;
  /** The rows of some of its documents, in their order (a row may need other reads, such as a count). */
  rowsOf: (docs: readonly DocumentSnapshot[]) => Row[] | Promise<Row[]>;
}

/**
 * Where a page ended: the last row's sort value and id, as opaque URL-safe text. A time keeps its
 * nanoseconds (a server timestamp has microseconds): a cursor rounded to the millisecond would
 * repeat or skip the rows written within the same millisecond as the page's last.
 */
export function cursorOf(doc: DocumentSnapshot, field: string): string {
  const value: unknown = doc.get(field);
  const stored = value instanceof Timestamp ? { s: value.seconds, n: value.nanoseconds } : { v: value ?? null };
  return Buffer.from(JSON.stringify({ ...stored, id: doc.id })).toString('base64url');
}

/** The place a cursor names ([sort value, document id], for startAfter); 400 when it is not one of ours. */
export function afterCursor(cursor: string, message: string = PAGING_MESSAGES.cursor): ListPlace {
  try {
    const { s, n, v, id } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof id !== 'string' || !id || id.includes('/')) throw new Error('no id');
    if (s !== undefined) {
      if (!Number.isSafeInteger(s) || !Number.isSafeInteger(n)) throw new Error('no time');
      return [new Timestamp(s as number, n as number), id];
    }
    if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw new Error('no value');
    return [v, id];
  } catch {
    throw new HttpError(400, message);
  }
}

/** A paged list's query string, validated with its schema (domain/src/admin/paging.ts). */
export type ListQuery = { limit: number; sort: string; cursor?: string; q?: string; from?: Date; to?: Date } & Record<string, unknown>;

/**
 * Every row a list query matches, in its order (no cursor, no limit), searched by token: what a
 * page reads a slice of when the list is large (listMatches).
 */
export function matchingQuery<N extends IndexedQueryName>(name: N, query: ListQuery, values: EqualValues<N>): Query {
  const term = query.q === undefined ? null : searchTermOf(query.q);
  return indexedPageQuery(name, values, {
    sort: term === null ? query.sort : searchSortOf(name, query.sort),
    contains: term ?? undefined,
    from: query.from && Timestamp.fromDate(query.from),
    to: query.to && Timestamp.fromDate(query.to),
  });
}

/** Where a walk goes on from: after a row's sort value and id. */
export type ListPlace = [value: unknown, id: string];
export const placeOf = (doc: DocumentSnapshot, field: string): ListPlace => [doc.get(field), doc.id];

/**
 * The rows a list query matches, as pages, bulk actions and exports read them: their count, and up
 * to `limit` of them after a place, in the query's order (its `field`, then the id).
 */
export interface ListMatches {
  field: string;
  count(): Promise<number>;
  read(limit: number, after?: ListPlace): Promise<DocumentSnapshot[]>;
}

/**
 * A list query's matches. A search among at most SUBSTRING_SEARCH_MAX rows (counted without it) is
 * the spec's substring search: the rows are read from the place on (all of them fit in one read)
 * and matched by their search fields. A larger list is searched by token (an array-contains query),
 * in the order of its date field (searchSortOf).
 */
export async function listMatches(
  list: PagedList,
  query: ListQuery,
  values: Record<string, FilterValue | undefined>,
): Promise<ListMatches> {
  const byQuery = (matching: Query, sort = query.sort): ListMatches => ({
    field: orderOfSort(sort, INDEXED_QUERIES[list.page].storedFields)[0],
    count: async () => (await matching.count().get()).data().count,
    read: async (limit, after) => (await (after ? matching.startAfter(...after) : matching).limit(limit).get()).docs,
  });
  const unsearched = matchingQuery(list.page, { ...query, q: undefined }, values);
  const text = query.q;
  if (text === undefined || searchTermOf(text) === null) return byQuery(unsearched);
  if ((await unsearched.count().get()).data().count > SUBSTRING_SEARCH_MAX)
    return byQuery(matchingQuery(list.page, query, values), searchSortOf(list.page, query.sort));
  const searchFields = searchFieldsOf(INDEXED_QUERIES[list.page].definition);
  const matchingAfter = async (after?: ListPlace) =>
    (await (after ? unsearched.startAfter(...after) : unsearched).limit(SUBSTRING_SEARCH_MAX).get()).docs.filter((doc) =>
      containsSearchText(
        searchFields.map((name) => doc.get(name)),
        text,
      ),
    );
  // A first page's count and rows come from the same read of the rows from the start.
  let fromStart: Promise<DocumentSnapshot[]> | undefined;
  const matchingFrom = (after?: ListPlace) => (after ? matchingAfter(after) : (fromStart ??= matchingAfter()));
  return {
    field: orderOfSort(query.sort, INDEXED_QUERIES[list.page].storedFields)[0],
    count: async () => (await matchingFrom()).length,
    read: async (limit, after) => (await matchingFrom(after)).slice(0, limit),
  };
}

/** The values a list's query compares its filtered fields with: the validated query's and the path's. */
export function listFilterValues(
  list: PagedList,
  query: Readonly<Record<string, unknown>>,
  params: unknown,
): Record<string, FilterValue | undefined> {
  return filterValuesOf(list.paging, query, parseOr400(adminPathSchema(list.paging), params));
}

/**
 * One page of a paged admin list: the query string validated with the list's schema, its rows
 * (limit + 1 read to know whether a next page exists) and its total (listMatches: a count(), which
 * reads no documents, or the substring matches of a small list).
 */
export async function pageOf(list: PagedList, rawQuery: unknown, params: unknown): Promise<AdminPage<Row>> {
  const query = parseOr400(adminPageQuerySchema(list.paging), rawQuery) as ListQuery;
  return pageOfQuery(list, query, listFilterValues(list, query, params));
}

/** One page of a validated list query: `limit` rows (the query's unless given) from its cursor, its total and the next cursor. */
export async function pageOfQuery(
  list: PagedList,
  query: ListQuery,
  values: Record<string, FilterValue | undefined>,
  limit = query.limit,
): Promise<AdminPage<Row>> {
  const matches = await listMatches(list, query, values);
  const after = query.cursor ? afterCursor(query.cursor) : undefined;
  const [total, read] = await Promise.all([matches.count(), matches.read(limit + 1, after)]);
  const docs = read.slice(0, limit);
  return {
    rows: await list.rowsOf(docs),
    total,
    nextCursor: read.length > limit ? cursorOf(docs.at(-1)!, matches.field) : null,
  };
}

/**
 * The first ADMIN_UNPAGED_MAX documents `query` matches, in its order; when more match,
 * TOTAL_COUNT_HEADER says how many (a count(), run only then).
 */
export async function cappedDocs(query: Query, res: Response): Promise<DocumentSnapshot[]> {
  const snapshot = await query.limit(ADMIN_UNPAGED_MAX + 1).get();
  if (snapshot.size > ADMIN_UNPAGED_MAX) res.setHeader(TOTAL_COUNT_HEADER, String((await query.count().get()).data().count));
  return snapshot.docs.slice(0, ADMIN_UNPAGED_MAX);
}

/**
 * A list without `limit` (the spec's answer, for API clients): the rows of the newest documents
 * that match `values`, capped (cappedDocs).
 */
export async function cappedRows(list: PagedList, res: Response, values: Record<string, FilterValue | undefined>): Promise<Row[]> {
  return list.rowsOf(await cappedDocs(indexedPageQuery(list.page, values, { sort: `-${list.paging.dateField}` }), res));
}

/**
 * The GET of a paged admin list: given `limit`, one page (pageOf); without it, `unpaged`'s answer,
 * by default the spec's array: cappedRows filtered by the path alone.
 */
export function pagedListHandler(list: PagedList, unpaged?: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return async (req, res) => {
    if (req.query.limit !== undefined) res.json(await pageOf(list, req.query, req.params));
    else res.json(unpaged ? await unpaged(req, res) : await cappedRows(list, res, listFilterValues(list, {}, req.params)));
  };
}
