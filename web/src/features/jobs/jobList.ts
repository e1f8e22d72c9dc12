/**
 * The public job list: fixed jobs and affiliate jobs as one kind of card, and the pages the rows
 * loaded so far make (the server searches and pages, GET /api/cards/openings). Pure functions, so
 * they are unit-tested in isolation.
 */

import { jobTypeLabelOf, type AffiliateJob, type FixedJob, type JobListSort, type PublicJobRow } from '@careers/domain';

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
  /** What the job asks for, and its label: a fixed job's role category, an affiliate job's skills. */
  skills: string;
  skillsLabel: 'Role Category' | 'Skills';
  /** Full time, Part time, ... (fixed jobs; '' when not given). */
  jobType: string;
  /** When the job was posted (ISO), '' when unknown. */
  postedAt: string;
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
    skillsLabel: 'Role Category',
    jobType: jobTypeLabelOf(job.employmentType),
    postedAt: text(job.createdAt),
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
    skillsLabel: 'Skills',
    jobType: '',
    postedAt: text(job.createdAt),
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
  /** Pages the pager offers, every one by number: as many as the total makes while more rows exist, else those loaded. */
  pages: number;
  /** Whether the page asked for needs rows not loaded yet. */
  needsMore: boolean;
}

/**
 * The pages `loaded` rows make when `asked` is the page the visitor asked for and `hasMore` says
 * whether the server has rows after them. The pager offers every page the total (the server's count)
 * makes; a page not loaded yet is read when asked for, after the ones before it (pages are read with
 * cursors, one after another).
 */
export function listPages(
  { loaded, total, hasMore, asked }: { loaded: number; total: number; hasMore: boolean; asked: number },
  pageSize: number,
): ListPages {
  const loadedPages = Math.max(1, hasMore ? Math.floor(loaded / pageSize) : Math.ceil(loaded / pageSize));
  return {
    page: Math.min(asked, loadedPages),
    pages: hasMore ? Math.max(loadedPages + 1, pageCount(total, pageSize)) : loadedPages,
    // A page past the total's last (a URL made by hand) is not walked to.
    needsMore: hasMore && asked > loadedPages && asked <= pageCount(total, pageSize),
  };
}

/** The rows of one source (fixed or affiliate jobs) read so far. */
export interface SourceRows {
  rows: readonly PublicJobRow[];
  /** Whether the server has rows after them (false once the source failed). */
  hasMore: boolean;
}

/** The merged list as far as the rows read make it certain, and the source to read on from (null: the list is whole). */
export interface MergedRows {
  rows: PublicJobRow[];
  next: JobKind | null;
}

const timeOf = (row: PublicJobRow) => Date.parse(row.createdAt ?? '') || 0;

/**
 * The two sources as one list: featured (the fixed jobs, then the affiliate jobs, as the spec
 * merges them) or newest first (both interleaved by posting time; each source is newest first). The
 * list stops where a source with unread rows could come next: those are read first.
 */
export function mergeSources(fixed: SourceRows, affiliate: SourceRows, sort: JobListSort): MergedRows {
  if (sort === 'default') {
    if (fixed.hasMore) return { rows: [...fixed.rows], next: 'fixed' };
    return { rows: [...fixed.rows, ...affiliate.rows], next: affiliate.hasMore ? 'affiliate' : null };
  }
  const rows: PublicJobRow[] = [];
  let f = 0;
  let a = 0;
  for (;;) {
    const fixedRow = fixed.rows[f];
    const affiliateRow = affiliate.rows[a];
    if (!fixedRow && fixed.hasMore) return { rows, next: 'fixed' };
    if (!affiliateRow && affiliate.hasMore) return { rows, next: 'affiliate' };
    if (!fixedRow && !affiliateRow) return { rows, next: null };
    if (fixedRow && (!affiliateRow || timeOf(fixedRow) >= timeOf(affiliateRow))) {
      rows.push(fixedRow);
      f++;
    } else {
      rows.push(affiliateRow!);
      a++;
    }
  }
}
