/**
 * The public job list's filters: department, experience and job type. A job's values
 * are free text; each filter offers a few options, and a job matches an option by its text
 * (department: the same words, case and accents aside; experience: the band its first number falls
 * in; job type: the kind its text names). The server filters with the title tokens' index: a job
 * stores a token for each combination of its facets, alone and with each of its title tokens
 * (jobFacetTokens), so a search with filters is one array-contains query, with no index per
 * combination of filters.
 */
import { normalizeSearchText } from './admin/search';
import { employmentTypeOf } from './seo/jobPosting';

export interface FilterOption {
  value: string;
  label: string;
}

export const DEPARTMENT_OPTIONS: readonly FilterOption[] = [
  'Engineering',
  'IT',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'Human Resources',
  'Healthcare',
  'BPO',
  'Analytics',
  'Quality',
  'Manufacturing',
].map((label) => ({ value: normalizeSearchText(label).replace(/ /g, '-'), label }));

export const EXPERIENCE_OPTIONS: readonly FilterOption[] = [
  { value: 'fresher', label: 'Fresher (under 1 year)' },
  { value: '1-3', label: '1–3 years' },
  { value: '3-5', label: '3–5 years' },
  { value: '5-plus', label: '5+ years' },
];

export const JOB_TYPE_OPTIONS: readonly FilterOption[] = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
  { value: 'contract', label: 'Contract' },
  { value: 'internship', label: 'Internship' },
];

export const JOB_LIST_SORTS = [
  { value: 'default', label: 'Featured first' },
  { value: 'newest', label: 'Newest first' },
] as const satisfies readonly FilterOption[];
export type JobListSort = (typeof JOB_LIST_SORTS)[number]['value'];

/** The filters a list view or query may carry, in the order their tokens list them. */
export const JOB_FACETS = ['department', 'experience', 'jobType'] as const;
export type JobFacet = (typeof JOB_FACETS)[number];
export type JobFacetValues = Partial<Record<JobFacet, string>>;

export const FACET_OPTIONS: Record<JobFacet, readonly FilterOption[]> = {
  department: DEPARTMENT_OPTIONS,
  experience: EXPERIENCE_OPTIONS,
  jobType: JOB_TYPE_OPTIONS,
};

export const FACET_LABELS: Record<JobFacet, string> = { department: 'Department', experience: 'Experience', jobType: 'Job type' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The experience band of a free text ('Fresher', '2-4 years' -> '1-3'), or undefined when it names none. */
export function experienceBandOf(experience: unknown): string | undefined {
  const value = text(experience);
  if (/fresher|entry/i.test(value)) return 'fresher';
  const years = /\d+(\.\d+)?/.exec(value);
  if (!years) return undefined;
  const n = Number(years[0]);
  return n < 1 ? 'fresher' : n < 3 ? '1-3' : n < 5 ? '3-5' : '5-plus';
}

const JOB_TYPE_OF: Record<string, string> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'contract',
  INTERN: 'internship',
};

/** The job type option of a free-text employment type, or undefined. */
export const jobTypeOptionOf = (employmentType: unknown): string | undefined => JOB_TYPE_OF[employmentTypeOf(text(employmentType)) ?? ''];

/** The label of a job type's free text as a card shows it: the option's label, else the text itself. */
export function jobTypeLabelOf(employmentType: unknown): string {
  const option = jobTypeOptionOf(employmentType);
  return JOB_TYPE_OPTIONS.find((o) => o.value === option)?.label ?? text(employmentType).trim();
}

/** A job's facet values: department (an affiliate job's domain), experience band, job type (fixed jobs only). */
export function jobFacetsOf(job: { department?: unknown; experience?: unknown; employmentType?: unknown }): JobFacetValues {
  const department = normalizeSearchText(text(job.department)).replace(/ /g, '-');
  return {
    department: DEPARTMENT_OPTIONS.some((o) => o.value === department) ? department : undefined,
    experience: experienceBandOf(job.experience),
    jobType: jobTypeOptionOf(job.employmentType),
  };
}

/** The key of some facet values ('department=it;jobType=full-time'), '' when none is set. */
export function facetKeyOf(values: JobFacetValues): string {
  return JOB_FACETS.flatMap((facet) => (values[facet] ? [`${facet}=${values[facet]}`] : [])).join(';');
}

/** The token a search asks for: its title term ('' for none) with the filters' key; null when no filter is set. */
export function facetTokenOf(term: string | null, values: JobFacetValues): string | null {
  const key = facetKeyOf(values);
  return key ? `${term ?? ''}|${key}` : null;
}

/** The tokens a job stores for the filters: each non-empty combination of its facets, alone and with each title token. */
export function jobFacetTokens(titleTokens: readonly string[], facets: JobFacetValues): string[] {
  const present = JOB_FACETS.filter((facet) => facets[facet]);
  const tokens: string[] = [];
  for (let mask = 1; mask < 1 << present.length; mask++) {
    const subset = Object.fromEntries(present.filter((_, i) => mask & (1 << i)).map((facet) => [facet, facets[facet]]));
    for (const term of ['', ...titleTokens]) tokens.push(facetTokenOf(term, subset)!);
  }
  return tokens;
}

/** A facet value from a URL or query: one of its options' values, else undefined. */
export const facetValueOf = (facet: JobFacet, value: unknown): string | undefined =>
  FACET_OPTIONS[facet].some((o) => o.value === value) ? (value as string) : undefined;
