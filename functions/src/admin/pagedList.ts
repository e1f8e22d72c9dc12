import type { Request, RequestHandler, Response } from 'express';
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  ADMIN_UNPAGED_MAX,
  adminPageQuerySchema,
  adminPathSchema,
  filterValuesOf,
  PAGING_MESSAGES,
  searchTermOf,
  TOTAL_COUNT_HEADER,
  type AdminPage,
  type AdminPaging,
  type FilterValue,
} from '@careers/domain';
import { HttpError } from '../http/errors';
import { parseOr400 } from '../http/validate';
import { indexedPageQuery, orderOfSort, type EqualValues, type IndexedQueryName, type PagedQueryName } from '../firestore/indexedQueries';

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
export function afterCursor(cursor: string, message: string = PAGING_MESSAGES.cursor): [unknown, string] {
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
 * (limit + 1 read to know whether a next page exists), and the total from count(), which reads
 * no documents.
 */
export async function pageOf(list: PagedList, rawQuery: unknown, params: unknown): Promise<AdminPage<Row>> {
  const query = parseOr400(adminPageQuerySchema(list.paging), rawQuery) as ListQuery;
  const matching = matchingQuery(list.page, query, listFilterValues(list, query, params));
  const page = query.cursor ? matching.startAfter(...afterCursor(query.cursor)) : matching;
  const [counted, snapshot] = await Promise.all([matching.count().get(), page.limit(query.limit + 1).get()]);
  const docs = snapshot.docs.slice(0, query.limit);
  const [field] = orderOfSort(query.sort);
  return {
    rows: await list.rowsOf(docs),
    total: counted.data().count,
    nextCursor: snapshot.docs.length > query.limit ? cursorOf(docs.at(-1)!, field) : null,
  };
}

/**
 * A list without `limit` (the spec's answer, for API clients): the rows of the newest documents
 * that match `values`, at most ADMIN_UNPAGED_MAX; when more match, TOTAL_COUNT_HEADER says how
 * many (a count(), run only then).
 */
export async function cappedRows(list: PagedList, res: Response, values: Record<string, FilterValue | undefined>): Promise<Row[]> {
  const newest = indexedPageQuery(list.page, values, { sort: `-${list.paging.dateField}` });
  const snapshot = await newest.limit(ADMIN_UNPAGED_MAX + 1).get();
  if (snapshot.size > ADMIN_UNPAGED_MAX) res.setHeader(TOTAL_COUNT_HEADER, String((await newest.count().get()).data().count));
  return list.rowsOf(snapshot.docs.slice(0, ADMIN_UNPAGED_MAX));
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
