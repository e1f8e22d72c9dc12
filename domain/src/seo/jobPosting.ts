import { parseSalary } from './salary';
import { absoluteUrl } from './site';

/** schema.org JobPosting (the structured data search engines read for job listings). */

/** What a job page knows about a job, whatever its source (fixed or affiliate). */
export interface JobPageFacts {
  title: string;
  /** The job's own description, or '' (then one is composed from the facts below). */
  description: string;
  /** ISO date-time the job was posted, or null when unknown. */
  datePosted: string | null;
  employmentType: string;
  location: string;
  salary: string;
  experience: string;
  skills: string;
  role: string;
  education: string;
  /** The organisation that publishes the posting. */
  hiringOrganization: string;
  /** Site path of the job page. */
  path: string;
  /** When an open job stops taking applications (the end of its closing day, IST, ISO with offset); absent when it has no closing date. */
  validThrough?: string | null;
}

const EMPLOYMENT_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/full[\s-]?time|permanent/i, 'FULL_TIME'],
  [/part[\s-]?time/i, 'PART_TIME'],
  [/intern/i, 'INTERN'],
  [/contract|freelance|consultant/i, 'CONTRACTOR'],
  [/temp/i, 'TEMPORARY'],
  [/volunteer/i, 'VOLUNTEER'],
  [/per[\s-]?diem/i, 'PER_DIEM'],
];

/** schema.org employmentType of a free-text type ('Full Time' -> FULL_TIME); null when unknown. */
export function employmentTypeOf(text: string): string | null {
  return EMPLOYMENT_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The job's description, or a plain one made of its known facts (never of guesses). */
export function jobDescriptionOf(job: JobPageFacts): string {
  if (job.description.trim()) return job.description.trim();
  const parts = [
    `${job.title}${job.location ? ` in ${job.location}` : ''}.`,
    job.role && `Role: ${job.role}.`,
    job.experience && `Experience: ${job.experience}.`,
    job.skills && `Skills: ${job.skills}.`,
    job.salary && `Salary: ${job.salary}.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** A one-line summary for meta description and Open Graph (at most ~160 characters). */
export function jobMetaDescription(job: JobPageFacts): string {
  const facts = [job.location, job.experience, job.salary].filter(Boolean).join(' · ');
  const text = `${job.title}${facts ? ` — ${facts}` : ''}. ${jobDescriptionOf(job)}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

export function jobPostingJsonLd(job: JobPageFacts, origin: string): Record<string, unknown> {
  const employmentType = employmentTypeOf(job.employmentType);
  const salary = parseSalary(job.salary);
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionOf(job),
    url: absoluteUrl(origin, job.path),
    hiringOrganization: { '@type': 'Organization', name: job.hiringOrganization, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location ? { addressLocality: job.location } : {}),
        addressCountry: 'IN',
      },
    },
  };
  if (job.datePosted) posting.datePosted = job.datePosted.slice(0, 10);
  if (job.validThrough) posting.validThrough = job.validThrough;
  if (employmentType) posting.employmentType = employmentType;
  if (job.education) posting.educationRequirements = job.education;
  if (job.experience) posting.experienceRequirements = job.experience;
  if (job.skills) posting.skills = job.skills;
  if (salary) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(salary.min === salary.max ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
        unitText: salary.unit,
      },
    };
  }
  return posting;
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the script. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
