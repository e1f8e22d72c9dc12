/**
 * The public job list: fixed jobs and affiliate jobs as one kind of card, and the pages the rows
 * loaded so far make (the server searches and pages, GET /api/cards/openings). Pure functions, so
 * they are unit-tested in isolation.
 */

import type { AffiliateJob, FixedJob, PublicJobRow } from '@careers/domain';

export type { AffiliateJob, FixedJob };

export type JobKind = 'fixed' | 'affiliate';

/** One card of the list, whatever the job's source. */
export interface JobCardData {
  /** Unique across both sources (React key, test id). */
  key: string;
  kind: JobKind;
  /** The id of the details call (the record's _id). */
  id: string;
  /** The jobId sent with an application: the fixed job's jobId, the affiliate job's _id. */
  applyJobId: string;
  /** '' for fixed jobs. */
  affiliateId: string;
  title: string;
  location: string;
  salary: string;
  experience: string;
  /** Skills (fixed: role category; affiliate: skillset). */
  skills: string;
  /** Role or domain (fixed: job role, else department, whichever differs from the title; affiliate: domain). */
  role: string;
}

/** What the search boxes ask for: words of the job name, and a location. */
export interface JobSearch {
  jobName: string;
  location: string;
}

/** A field of an API record as trimmed text ('' when missing). */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

/** The first non-empty candidate that does not just repeat `title`. */
const firstDistinct = (title: string, candidates: string[]) =>
  candidates.find((value) => value !== '' && value.toLowerCase() !== title.toLowerCase()) ?? '';

type Loose<T> = { [K in keyof T]?: unknown };

export function fixedJobCard(job: Loose<FixedJob>): JobCardData {
  const id = text(job._id) || text(job.jobId);
  return {
    key: `fixed:${id}`,
    kind: 'fixed',
    id,
    applyJobId: text(job.jobId) || id,
    affiliateId: '',
    title: text(job.title),
    location: text(job.location),
    salary: text(job.salary),
    experience: text(job.experience),
    skills: text(job.roleCategory),
    role: firstDistinct(text(job.title), [text(job.jobRole), text(job.department)]),
  };
}

export function affiliateJobCard(job: Loose<AffiliateJob>): JobCardData {
  const id = text(job._id);
  return {
    key: `affiliate:${id}`,
    kind: 'affiliate',
    id,
    applyJobId: id,
    affiliateId: text(job.affiliateId),
    title: text(job.jobTitle),
    location: text(job.location),
    salary: text(job.salary),
    experience: text(job.experience),
    skills: text(job.skillset),
    role: text(job.domain),
  };
}

/** A row of the public list as a card; rows without an id are dropped. */
export function cardsOf(rows: readonly PublicJobRow[]): JobCardData[] {
  return rows.map((row) => (row.kind === 'affiliate' ? affiliateJobCard(row) : fixedJobCard(row))).filter((card) => card.id !== '');
}

/** Number of pages for `total` items (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Where the list stands: the page shown, and how many pages the pager offers. */
export interface ListPages {
  /** The page shown (1-based): the one asked for once its rows are loaded, until then the last loaded. */
  page: number;
  /** Pages the pager offers: those loaded, and the next one while more rows exist. */
  pages: number;
  /** Whether the page asked for needs rows not loaded yet. */
  needsMore: boolean;
}

/**
 * The pages `loaded` rows make when `asked` is the page the visitor asked for and `hasMore` says
 * whether the server has rows after them. The pager offers the pages loaded and the next one (pages
 * are read with cursors, one after another), however many the total (the server's count) makes.
 */
export function listPages(
  { loaded, total, hasMore, asked }: { loaded: number; total: number; hasMore: boolean; asked: number },
  pageSize: number,
): ListPages {
  const loadedPages = Math.max(1, hasMore ? Math.floor(loaded / pageSize) : Math.ceil(loaded / pageSize));
  return {
    page: Math.min(asked, loadedPages),
    pages: loadedPages + (hasMore ? 1 : 0),
    // A page past the total's last (a URL made by hand) is not walked to.
    needsMore: hasMore && asked > loadedPages && asked <= pageCount(total, pageSize),
  };
}
