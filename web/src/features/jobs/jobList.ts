/**
 * The public job list: fixed jobs and affiliate jobs as one kind of card, and the pages the rows
 * of a numbered page make (the server searches and pages). Pure functions, so
 * they are unit-tested in isolation.
 */

import { jobTypeLabelOf, mergeNewestFirst, type AffiliateJob, type FixedJob, type JobListSort, type PublicJobRow } from '@careers/domain';

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

const timeOf = (row: PublicJobRow) => Date.parse(row.createdAt ?? '') || 0;

/**
 * One page of the list from each source's rows of it (the server answers each source's share of a
 * numbered page, GET /api/cards/cards and /api/affiliatejob given page and sort), in the page's
 * order: featured (the fixed jobs, then the affiliate jobs, as the spec merges them) or newest first
 * (both by posting time, a fixed job first within one millisecond; each source is newest first).
 */
export function mergePage(fixed: readonly PublicJobRow[], affiliate: readonly PublicJobRow[], sort: JobListSort): PublicJobRow[] {
  return sort === 'default' ? [...fixed, ...affiliate] : mergeNewestFirst(fixed, affiliate, timeOf);
}
