import type { Response } from 'express';
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  JOB_CARD_FIELDS,
  JOBS_PAGE_SIZE,
  LISTED_FIELD,
  LOCATION_KEY_FIELD,
  PAGING_MESSAGES,
  PUBLIC_JOBS_UNPAGED_MAX,
  SIMILAR_JOBS_MAX,
  TOTAL_COUNT_HEADER,
  facetTokenOf,
  locationKeyOf,
  searchTermOf,
  type AdminPage,
  type PublicJobRow,
  type PublicJobsPage,
  type PublicJobsQuery,
} from '@careers/domain';
import { afterCursor, cursorOf, matchingQuery } from '../admin/pagedList';
import { indexedPageQuery } from '../firestore/indexedQueries';
import { countDocs, readDocs } from '../firestore/readTally';
import { HttpError } from '../http/errors';
import { affiliateAliases, publicAffiliateJob } from '../affiliates/publicAlias';
import type { TimeRange } from './pageSeek';
import { affiliateJobFromDoc, jobCardFromDoc } from './records';

/**
 * The public job lists at scale: a page reads its own rows (and one more, to know whether
 * a next page exists) and counts the rest with count(), which reads no documents. Two sources, each
 * newest first and narrowed the same way: by a word of the title (the search tokens written with
 * the job) and by the whole location (its key, an equality).
 */
type AliasOf = (uid: string) => string;
const NO_AFFILIATE: AliasOf = () => '';

const SOURCES = {
  fixed: {
    query: 'publicJobPage',
    row: (doc: DocumentSnapshot, _aliasOf: AliasOf): PublicJobRow => ({ kind: 'fixed', ...jobCardFromDoc(doc) }),
    // A card's fields only: Firestore sends no other (the description is most of a job's size).
    select: [...JOB_CARD_FIELDS, 'createdAt'],
  },
  affiliate: {
    query: 'publicAffiliateJobPage',
    // The affiliate as an alias, never its uid (affiliates/publicAlias.ts).
    row: (doc: DocumentSnapshot, aliasOf: AliasOf): PublicJobRow => ({
      kind: 'affiliate',
      ...publicAffiliateJob(affiliateJobFromDoc(doc), aliasOf),
    }),
    select: undefined,
  },
} as const;
export type JobSource = keyof typeof SOURCES;

/** What names the affiliates in rows of these sources: only affiliate jobs name one (the alias key is read once per instance). */
export const aliasesFor = (sources: readonly JobSource[]): Promise<AliasOf> =>
  sources.includes('affiliate') ? affiliateAliases() : Promise.resolve(NO_AFFILIATE);

/** A source's row as the lists answer it, marked by kind. */
export const rowOf = (source: JobSource, doc: DocumentSnapshot, aliasOf: AliasOf): PublicJobRow => SOURCES[source].row(doc, aliasOf);

/**
 * The first instant whose time the API shows as `ms` or later: an answer's createdAt is the
 * timestamp rounded to the millisecond (Timestamp.toDate), so from half a millisecond before.
 */
function shownFrom(ms: number): Timestamp {
  const before = Timestamp.fromMillis(ms - 1);
  return new Timestamp(before.seconds, before.nanoseconds + 500_000);
}

/**
 * Every listed job of a source the query matches, newest first (the public never sees a draft,
 * closed or unapproved job), posted within `range` when given: the times its answers show (ms), a
 * range on the order's own field, on the same index. The search is by a word of the title, or by
 * one token of the title's with the filters' (jobFacets.ts), on the same index.
 */
export function matching(source: JobSource, query: PublicJobsQuery, range: TimeRange = {}): Query {
  const { query: name, select } = SOURCES[source];
  const locationKey = query.location ? locationKeyOf(query.location) || undefined : undefined;
  const values = { [LISTED_FIELD]: true, [LOCATION_KEY_FIELD]: locationKey };
  const term = query.q === undefined ? null : searchTermOf(query.q);
  const all = indexedPageQuery(name, values, {
    sort: '-createdAt',
    contains: facetTokenOf(term, query) ?? term ?? undefined,
    from: range.from === undefined ? undefined : shownFrom(range.from),
    to: range.to === undefined ? undefined : shownFrom(range.to),
  });
  return select ? all.select(...select) : all;
}

/** Every listed job of a source, newest first, with its createdAt only (the sitemap). */
export async function listedJobs(source: JobSource): Promise<DocumentSnapshot[]> {
  const { query: name } = SOURCES[source];
  const all = matchingQuery(name, { limit: 0, sort: '-createdAt' }, { [LISTED_FIELD]: true, [LOCATION_KEY_FIELD]: undefined });
  return (await all.select('createdAt').get()).docs;
}

export const countOf = (source: JobSource, query: PublicJobsQuery) => countDocs(matching(source, query));

/** Up to `limit` rows of a source after a cursor (null: from its start), and the cursor after them when more follow. */
async function rowsAfter(source: JobSource, query: PublicJobsQuery, after: string | null, limit: number) {
  const all = matching(source, query);
  const [read, aliasOf] = await Promise.all([
    readDocs((after ? all.startAfter(...afterCursor(after)) : all).limit(limit + 1)),
    aliasesFor([source]),
  ]);
  const docs = read.slice(0, limit);
  const next = read.length > limit ? cursorOf(docs.at(-1)!, 'createdAt') : null;
  return { rows: docs.map((doc) => SOURCES[source].row(doc, aliasOf)), next };
}

/** A few listed jobs of a source in a location, newest first (one indexed query): what a closed job's page offers instead. */
export async function similarOpenJobs(source: JobSource, location: string): Promise<PublicJobRow[]> {
  return location.trim() ? (await rowsAfter(source, { location }, null, SIMILAR_JOBS_MAX)).rows : [];
}

export const withoutKind = ({ kind: _kind, ...job }: PublicJobRow) => job;

/**
 * One source as its list path answers it: a page given `limit`; else the spec's array of the newest
 * PUBLIC_JOBS_UNPAGED_MAX, with TOTAL_COUNT_HEADER saying how many match when more do (as the
 * admin lists answer, admin/pagedList.ts).
 */
export async function sourceAnswer(source: JobSource, query: PublicJobsQuery, res: Response): Promise<AdminPage<unknown> | unknown[]> {
  if (query.limit === undefined) {
    const { rows, next } = await rowsAfter(source, query, null, PUBLIC_JOBS_UNPAGED_MAX);
    if (next) res.setHeader(TOTAL_COUNT_HEADER, String(await countOf(source, query)));
    return rows.map(withoutKind);
  }
  return sourcePage(source, query, query.limit);
}

/** A page of one source: `limit` rows after the query's cursor, how many match, and the cursor after them. */
export async function sourcePage(source: JobSource, query: PublicJobsQuery, limit: number): Promise<AdminPage<unknown>> {
  const [total, { rows, next }] = await Promise.all([countOf(source, query), rowsAfter(source, query, query.cursor ?? null, limit)]);
  return { rows: rows.map(withoutKind), total, nextCursor: next };
}

/** Where a page of the merged list starts: in one source, after a cursor of it (null: at its start). */
interface Position {
  source: JobSource;
  after: string | null;
}

const encodePosition = ({ source, after }: Position) => Buffer.from(JSON.stringify({ s: source, c: after })).toString('base64url');

function positionOf(cursor: string): Position {
  try {
    const { s, c } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown; c?: unknown };
    if ((s === 'fixed' || s === 'affiliate') && (c === null || typeof c === 'string')) return { source: s, after: c };
  } catch {
    // Not JSON: refused below.
  }
  throw new HttpError(400, PAGING_MESSAGES.cursor);
}

/**
 * A page of the public list as the openings page shows it: the fixed jobs, then the affiliate jobs
 * (each newest first, as the spec's two calls merged). A page that reaches the end of the fixed jobs
 * is filled from the affiliate jobs. Reads at most `limit` + 2 documents, and counts both sources.
 */
export async function openingsPage(query: PublicJobsQuery): Promise<PublicJobsPage> {
  const limit = query.limit ?? JOBS_PAGE_SIZE;
  const start = query.cursor ? positionOf(query.cursor) : { source: 'fixed' as const, after: null };
  const totals = Promise.all([countOf('fixed', query), countOf('affiliate', query)]);
  const rows: PublicJobRow[] = [];
  let next: Position | null = null;
  if (start.source === 'fixed') {
    const fixed = await rowsAfter('fixed', query, start.after, limit);
    rows.push(...fixed.rows);
    if (fixed.next) next = { source: 'fixed', after: fixed.next };
  }
  const room = limit - rows.length;
  if (!next && room > 0) {
    const affiliate = await rowsAfter('affiliate', query, start.source === 'affiliate' ? start.after : null, room);
    rows.push(...affiliate.rows);
    if (affiliate.next) next = { source: 'affiliate', after: affiliate.next };
  }
  const [fixedTotal, affiliateTotal] = await totals;
  // The fixed jobs filled this page exactly: the affiliate jobs, if any, start the next.
  if (!next && room === 0 && affiliateTotal > 0) next = { source: 'affiliate', after: null };
  return { rows, total: fixedTotal + affiliateTotal, nextCursor: next && encodePosition(next) };
}
