/**
 * The public job list: fixed jobs and affiliate jobs merged into one card list, searched by job
 * name and location, and cut into pages. Pure functions, so they are unit-tested in isolation.
 */

import type { AffiliateJob, FixedJob } from '@careers/domain';

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

export interface JobSearch {
  jobName: string;
  location: string;
}

export const EMPTY_SEARCH: JobSearch = { jobName: '', location: '' };

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

const records = (list: unknown): Record<string, unknown>[] =>
  Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object') : [];

/** Fixed jobs first, then affiliate jobs, each in the order the API gave; records without an id are dropped. */
export function mergeJobs(fixed: unknown, affiliate: unknown): JobCardData[] {
  return [...records(fixed).map(fixedJobCard), ...records(affiliate).map(affiliateJobCard)].filter((card) => card.id !== '');
}

const contains = (value: string, part: string) => value.toLowerCase().includes(part.trim().toLowerCase());

/** Jobs whose title contains the job name and whose location contains the location (case-insensitive; blank matches all). */
export function filterJobs(jobs: readonly JobCardData[], search: JobSearch): JobCardData[] {
  return jobs.filter((job) => contains(job.title, search.jobName) && contains(job.location, search.location));
}

/** Number of pages for `total` items (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of 1-based `page`; a page past the end is clamped to the last page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
