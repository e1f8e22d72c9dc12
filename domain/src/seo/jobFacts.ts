import { BRAND_NAME } from '../constants';
import { closingTimeOf } from '../jobLifecycle';
import type { AffiliateJob, FixedJob } from '../jobs';
import { jobPagePath, type JobPageKind } from './jobPage';
import type { JobPageFacts } from './jobPosting';

type Loose<T> = { [K in keyof T]?: unknown };
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));
const validThroughOf = (closingDate: unknown) => (text(closingDate) ? closingTimeOf(text(closingDate)) : null);

/** A fixed job's page facts; jobs are published by the site's company. */
export function fixedJobFacts(job: Loose<FixedJob>): JobPageFacts {
  const title = text(job.title);
  const role = [text(job.jobRole), text(job.department)].find((value) => value && value.toLowerCase() !== title.toLowerCase()) ?? '';
  return {
    title,
    description: text(job.jobDescription),
    datePosted: text(job.createdAt) || null,
    employmentType: text(job.employmentType),
    location: text(job.location),
    salary: text(job.salary),
    experience: text(job.experience),
    skills: text(job.roleCategory),
    role,
    education: text(job.education),
    hiringOrganization: BRAND_NAME,
    path: jobPagePath('fixed', text(job._id) || text(job.jobId)),
    validThrough: validThroughOf(job.closingDate),
  };
}

/** An affiliate job's page facts: the affiliate's company hires, through the site (the site when the company is not known). */
export function affiliateJobFacts(job: Loose<AffiliateJob>): JobPageFacts {
  return {
    title: text(job.jobTitle),
    description: '',
    datePosted: text(job.createdAt) || null,
    employmentType: '',
    location: text(job.location),
    salary: text(job.salary),
    experience: text(job.experience),
    skills: text(job.skillset),
    role: text(job.domain),
    education: '',
    hiringOrganization: text(job.companyName) || BRAND_NAME,
    path: jobPagePath('affiliate', text(job._id)),
    validThrough: validThroughOf(job.closingDate),
  };
}

export function jobFactsOf(kind: JobPageKind, job: Loose<FixedJob> | Loose<AffiliateJob>): JobPageFacts {
  return kind === 'fixed' ? fixedJobFacts(job as Loose<FixedJob>) : affiliateJobFacts(job as Loose<AffiliateJob>);
}
