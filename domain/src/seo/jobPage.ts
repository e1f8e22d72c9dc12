/**
 * The page of one job: /jobs/{fixed job id} or /jobs/a-{affiliate job document id}. The prefix
 * tells the two sources apart without a lookup in both collections.
 */

export type JobPageKind = 'fixed' | 'affiliate';

export const JOB_PAGE_PREFIX = '/jobs/';
const AFFILIATE_SLUG_PREFIX = 'a-';
/** The public job list (current openings), rendered with its jobs by the jobPages function. */
export const JOB_LIST_PAGE_PATH = '/jobs/current-opening';
/** Paths under /jobs/ that are pages of their own, not jobs. */
export const JOB_PAGE_RESERVED = ['current-opening', 'post-resume'] as const;

export function jobPagePath(kind: JobPageKind, id: string): string {
  return `${JOB_PAGE_PREFIX}${kind === 'affiliate' ? AFFILIATE_SLUG_PREFIX : ''}${encodeURIComponent(id)}`;
}

/** The job a /jobs/{slug} path names, or null when the path is not a job page. */
export function parseJobPagePath(pathname: string): { kind: JobPageKind; id: string } | null {
  const match = /^\/jobs\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if ((JOB_PAGE_RESERVED as readonly string[]).includes(slug.toLowerCase())) return null;
  if (slug.startsWith(AFFILIATE_SLUG_PREFIX)) {
    const id = slug.slice(AFFILIATE_SLUG_PREFIX.length);
    return id ? { kind: 'affiliate', id } : null;
  }
  return { kind: 'fixed', id: slug };
}
