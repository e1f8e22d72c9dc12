/**
 * The public job list at scale (issue 27): pages of the list instead of every job, found by the
 * words of a job's title (its own search tokens, made as the admin lists' are,
 * domain/src/admin/search.ts) and by its location (an equality on the location's normalized text),
 * both written with the job.
 */
import { z } from 'zod';
import { PAGING_MESSAGES, pageCursorSchema, pageLimitSchema, type AdminPage } from './admin/paging';
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH, searchTokensOfValues } from './admin/search';
import type { AffiliateJob, FixedJobCard } from './jobs';

/**
 * The tokens of a job's title alone: the public search is by job name, while the admin job list's
 * `searchTokens` also hold the location and the jobId.
 */
export const TITLE_TOKENS_FIELD = 'titleTokens';
/** A job's location as the list filters it and the suggestions count it: case-, accent- and punctuation-free. */
export const LOCATION_KEY_FIELD = 'locationKey';

export const locationKeyOf = (location: unknown): string => (typeof location === 'string' ? normalizeSearchText(location) : '');

/** The fields a fixed or affiliate job stores for the public list's search, from its title and location. */
export function jobSearchFields(title: unknown, location: unknown): { titleTokens: string[]; locationKey: string } {
  return { [TITLE_TOKENS_FIELD]: searchTokensOfValues([title]), [LOCATION_KEY_FIELD]: locationKeyOf(location) };
}

export const PUBLIC_JOB_MESSAGES = {
  location: `location must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
} as const;

/**
 * The query of the public job lists: `limit` asks for a page ({ rows, total, nextCursor }), `cursor`
 * continues one, `q` finds jobs by the start of words of their title, `location` by their whole
 * location (case and accents ignored). Any other parameter is refused.
 */
export const publicJobsQuerySchema = z.strictObject({
  limit: pageLimitSchema.optional(),
  cursor: pageCursorSchema.optional(),
  q: z.string().max(SEARCH_TEXT_MAX_LENGTH, { error: PAGING_MESSAGES.q }).optional(),
  location: z.string().max(SEARCH_TEXT_MAX_LENGTH, { error: PUBLIC_JOB_MESSAGES.location }).optional(),
});
export type PublicJobsQuery = z.output<typeof publicJobsQuerySchema>;

/** A row of the merged public list (GET /api/cards/openings): a fixed job's card or an affiliate job, marked by kind. */
export type PublicJobRow = ({ kind: 'fixed' } & FixedJobCard) | ({ kind: 'affiliate' } & AffiliateJob);
export type PublicJobsPage = AdminPage<PublicJobRow>;
