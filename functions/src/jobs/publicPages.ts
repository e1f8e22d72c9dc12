import type { Response } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  mergeNewestFirst,
  FIRESTORE_READS_HEADER,
  JOBS_PAGE_SIZE,
  type AdminPage,
  type PublicJobRow,
  type PublicJobsPage,
  type PublicJobsQuery,
} from '@careers/domain';
import { readDocs, tallyReads } from '../firestore/readTally';
import { sendPublic } from '../http/cache';
import { createdMsOf, rowsFrom, seekByTime, type RangedQuery } from './pageSeek';
import { aliasesFor, countOf, matching, openingsPage, rowOf, sourceAnswer, withoutKind, type JobSource } from './publicList';

/**
 * Numbered pages of the public list (`?page=`), read directly: a page reads its own rows and what
 * finding its start costs (pageSeek.ts), never the pages before it. The list is the two sources
 * merged in the query's order: featured (the fixed jobs, then the affiliate jobs, each newest first)
 * or newest (both by posting time; within one millisecond the fixed jobs first, then each source's
 * own order). The answer is the same as walking the pages before it.
 */

const SOURCES = ['fixed', 'affiliate'] as const satisfies readonly JobSource[];

interface PageRow {
  source: JobSource;
  doc: DocumentSnapshot;
}

/** The rows of page `query.page`, in the list's order, and each source's total. */
async function pageRows(query: PublicJobsQuery, wanted: readonly JobSource[]) {
  const size = query.limit ?? JOBS_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * size;
  const ranged =
    (source: JobSource): RangedQuery =>
    (range) =>
      matching(source, query, range);
  const [fixed, affiliate] = await Promise.all(SOURCES.map((source) => countOf(source, query)));
  const totals: Record<JobSource, number> = { fixed: fixed!, affiliate: affiliate! };
  const rows: PageRow[] = [];
  if (offset >= totals.fixed + totals.affiliate) return { rows, totals };
  const tag = (source: JobSource) => (docs: DocumentSnapshot[]) => docs.map((doc) => ({ source, doc }));

  if (query.sort === 'newest') {
    // The page's rows may come from either source: both are read from its start on, and merged.
    const sources = SOURCES.filter((source) => totals[source] > 0);
    const { before, skip } = await seekByTime(sources.map(ranged), offset);
    const read = await Promise.all(sources.map((source) => readDocs(ranged(source)({ to: before }).limit(skip + size)).then(tag(source))));
    return { rows: mergeNewest(read).slice(skip, skip + size), totals };
  }
  // Featured: positions below the fixed total are fixed jobs, the rest affiliate jobs.
  const fixedEnd = Math.min(offset + size, totals.fixed);
  if (wanted.includes('fixed') && offset < fixedEnd) rows.push(...tag('fixed')(await rowsFrom(ranged('fixed'), offset, fixedEnd - offset)));
  const affiliateStart = Math.max(offset, totals.fixed) - totals.fixed;
  const affiliateCount = Math.min(offset + size - totals.fixed, totals.affiliate) - affiliateStart;
  if (wanted.includes('affiliate') && affiliateCount > 0)
    rows.push(...tag('affiliate')(await rowsFrom(ranged('affiliate'), affiliateStart, affiliateCount)));
  return { rows, totals };
}

/** Rows of the sources (each newest first) as one list newest first, a fixed job before an affiliate job of the same millisecond. */
function mergeNewest([first = [], second = []]: PageRow[][]): PageRow[] {
  return mergeNewestFirst(first, second, (row) => createdMsOf(row.doc));
}

/** The rows as the public sees them (each affiliate named by its alias). */
async function publicRows(rows: readonly PageRow[], sources: readonly JobSource[]): Promise<PublicJobRow[]> {
  const aliasOf = await aliasesFor(sources);
  return rows.map(({ source, doc }) => rowOf(source, doc, aliasOf));
}

/**
 * A numbered page on the merged path: its rows marked by kind and the total of both sources. Its
 * nextCursor is null: the next page is asked for by its number.
 */
export async function numberedPage(query: PublicJobsQuery): Promise<PublicJobsPage> {
  const { rows, totals } = await pageRows(query, SOURCES);
  return { rows: await publicRows(rows, SOURCES), total: totals.fixed + totals.affiliate, nextCursor: null };
}

/**
 * A numbered page on a source's own path. With `sort`: that source's rows of the merged list's page
 * (in their order there), so that a client reading the two sources apart merges them into the page,
 * and shows one when the other fails. Without: the page of that source alone, newest first (what
 * the client shows of it when the other source cannot be read). Either with the source's total.
 */
export async function sourceShare(source: JobSource, query: PublicJobsQuery): Promise<AdminPage<unknown>> {
  if (query.sort === undefined) return sourcePageByNumber(source, query);
  const { rows, totals } = await pageRows(query, [source]);
  return {
    rows: (
      await publicRows(
        rows.filter((row) => row.source === source),
        [source],
      )
    ).map(withoutKind),
    total: totals[source],
    nextCursor: null,
  };
}

async function sourcePageByNumber(source: JobSource, query: PublicJobsQuery): Promise<AdminPage<unknown>> {
  const size = query.limit ?? JOBS_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * size;
  const total = await countOf(source, query);
  const docs = offset < total ? await rowsFrom((range) => matching(source, query, range), offset, Math.min(size, total - offset)) : [];
  const aliasOf = await aliasesFor([source]);
  return { rows: docs.map((doc) => withoutKind(rowOf(source, doc, aliasOf))), total, nextCursor: null };
}

/** A public list path's answer, cacheable, with the Firestore reads it cost (FIRESTORE_READS_HEADER). */
export async function sendJobList(res: Response, answer: () => Promise<unknown>): Promise<void> {
  const { value, reads } = await tallyReads(answer);
  res.setHeader(FIRESTORE_READS_HEADER, String(reads));
  sendPublic(res, value);
}

/** A source's own list path: a numbered page's share, or sourceAnswer (the spec's array, or a page by cursor). */
export const sourceListAnswer = (source: JobSource, query: PublicJobsQuery, res: Response) =>
  sendJobList(res, () => (query.page === undefined ? sourceAnswer(source, query, res) : sourceShare(source, query)));

/** The merged path: a numbered page, or a page by cursor (featured order). */
export const openingsAnswer = (query: PublicJobsQuery, res: Response) =>
  sendJobList(res, () => (query.page === undefined ? openingsPage(query) : numberedPage(query)));
