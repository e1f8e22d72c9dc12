/**
 * The public job list at scale: pages of the list instead of every job, found by the
 * words of a job's title (its own search tokens, made as the admin lists' are,
 * domain/src/admin/search.ts) and by its location (an equality on the location's normalized text),
 * both written with the job.
 */
import { z } from 'zod';
import { PAGING_MESSAGES, pageCursorSchema, pageLimitSchema, type AdminPage } from './admin/paging';
import { JOB_LIST_PAGE_MAX } from './constants';
import { toNumberOrUndefined } from './schemas/fields';
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH, searchTokensOfValues } from './admin/search';
import { facetValueOf, JOB_FACETS, JOB_LIST_SORTS, jobFacetTokens, jobFacetsOf } from './jobFacets';
import type { AffiliateJob, FixedJobCard } from './jobs';

/**
 * The tokens of a job's title alone: the public search is by job name, while the admin job list's
 * `searchTokens` also hold the location and the jobId.
 */
export const TITLE_TOKENS_FIELD = 'titleTokens';
/** A job's location as the list filters it and the suggestions count it: case-, accent- and punctuation-free. */
export const LOCATION_KEY_FIELD = 'locationKey';

export const locationKeyOf = (location: unknown): string => (typeof location === 'string' ? normalizeSearchText(location) : '');

/** The fields of a job its filters read (jobFacets.ts): an affiliate job's domain is its department. */
export const JOB_FACET_SOURCE_FIELDS = ['department', 'domain', 'experience', 'employmentType'] as const;
export type JobFacetSource = Partial<Record<(typeof JOB_FACET_SOURCE_FIELDS)[number], unknown>>;

/**
 * The fields a fixed or affiliate job stores for the public list's search, from its title and
 * location, and for its filters, from its department (or domain), experience and employment type.
 */
export function jobSearchFields(
  title: unknown,
  location: unknown,
  job: JobFacetSource = {},
): { titleTokens: string[]; locationKey: string } {
  const titleTokens = searchTokensOfValues([title]).slice(0, TITLE_SEARCH_TOKENS_MAX);
  const facets = jobFacetsOf({ department: job.department ?? job.domain, experience: job.experience, employmentType: job.employmentType });
  return { [TITLE_TOKENS_FIELD]: [...titleTokens, ...jobFacetTokens(titleTokens, facets)], [LOCATION_KEY_FIELD]: locationKeyOf(location) };
}

export const PUBLIC_JOB_MESSAGES = {
  location: `location must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
  department: "department must be one of the list's options",
  experience: "experience must be one of the list's options",
  jobType: "jobType must be one of the list's options",
  page: `page must be a whole number from 1 to ${JOB_LIST_PAGE_MAX}`,
  sort: `sort must be one of: ${JOB_LIST_SORTS.map((sort) => sort.value).join(', ')}`,
  pageWithCursor: 'Send either page or cursor, not both',
  sortWithoutPage: 'sort orders a numbered page: send it with page',
} as const;

/**
 * The query of the public job lists: `limit` asks for a page ({ rows, total, nextCursor }), `cursor`
 * continues one, `q` finds jobs by the start of words of their title, `location` by their whole
 * location (case and accents ignored), department, experience and jobType by a filter option
 * (jobFacets.ts). `page` (with `sort`) asks for a numbered page of the merged list directly, without
 * reading the pages before it: on the merged path its rows, on a source's own path that source's
 * rows of it (docs/jobs.md). Any other parameter is refused.
 */
const facetSchema = (facet: 'department' | 'experience' | 'jobType') =>
  z
    .string()
    .refine((value) => facetValueOf(facet, value) !== undefined, { error: PUBLIC_JOB_MESSAGES[facet] })
    .optional();

const pageNumberSchema = z.preprocess(
  toNumberOrUndefined,
  z
    .number({ error: PUBLIC_JOB_MESSAGES.page })
    .int({ error: PUBLIC_JOB_MESSAGES.page })
    .min(1, { error: PUBLIC_JOB_MESSAGES.page })
    .max(JOB_LIST_PAGE_MAX, { error: PUBLIC_JOB_MESSAGES.page }),
);

export const publicJobsQuerySchema = z
  .strictObject({
    limit: pageLimitSchema.optional(),
    cursor: pageCursorSchema.optional(),
    page: pageNumberSchema.optional(),
    sort: z.enum(JOB_LIST_SORTS.map((sort) => sort.value) as ['default', 'newest'], { error: PUBLIC_JOB_MESSAGES.sort }).optional(),
    q: z.string().max(SEARCH_TEXT_MAX_LENGTH, { error: PAGING_MESSAGES.q }).optional(),
    location: z.string().max(SEARCH_TEXT_MAX_LENGTH, { error: PUBLIC_JOB_MESSAGES.location }).optional(),
    department: facetSchema('department'),
    experience: facetSchema('experience'),
    jobType: facetSchema('jobType'),
  })
  .refine((query) => query.page === undefined || query.cursor === undefined, { error: PUBLIC_JOB_MESSAGES.pageWithCursor, path: ['page'] })
  .refine((query) => query.sort === undefined || query.page !== undefined, { error: PUBLIC_JOB_MESSAGES.sortWithoutPage, path: ['sort'] });
export type PublicJobsQuery = z.output<typeof publicJobsQuerySchema>;

/** A row of the merged public list (GET /api/cards/openings): a fixed job's card or an affiliate job, marked by kind. */
export type PublicJobRow = ({ kind: 'fixed' } & FixedJobCard) | ({ kind: 'affiliate' } & AffiliateJob);
export type PublicJobsPage = AdminPage<PublicJobRow>;
/** A page of one source as its list path answers it given `limit` (GET /api/cards/cards, GET /api/affiliatejob). */
export type FixedJobsPage = AdminPage<FixedJobCard>;
export type AffiliateJobsPage = AdminPage<AffiliateJob>;

/**
 * Most tokens a job keeps of its title: those of its first words (a title of eight words of up to
 * ten letters has about 150). Each of them is stored again under every set of the job's facets.
 */
export const TITLE_SEARCH_TOKENS_MAX = 150;
/** Most elements a job's titleTokens holds: its title's tokens, then those (and none) under each non-empty set of facets. */
export const TITLE_TOKENS_MAX = TITLE_SEARCH_TOKENS_MAX + (2 ** JOB_FACETS.length - 1) * (TITLE_SEARCH_TOKENS_MAX + 1);
