import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './search';

/**
 * Server-side pages of an admin list (issue 27). Given `limit`, a list path answers one page:
 * `{ rows, total, nextCursor }`, sorted by `sort` (a field, `-field` for descending; the date
 * field newest first by default), narrowed by `q` (word-prefix search), the date range `from`/`to`
 * and the list's own filters, continued with `cursor` (the previous page's `nextCursor`).
 * Without `limit` a list answers the spec's array of every row.
 */
export const ADMIN_PAGE_LIMIT_MAX = 100;

export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ADMIN_PAGE_LIMIT_MAX}`,
  cursor: 'cursor must be the nextCursor of a page of this list',
  sort: (allowed: readonly string[]) => `sort must be one of: ${allowed.join(', ')}`,
  q: `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
  date: 'from and to must be dates (YYYY-MM-DD or an ISO time)',
  range: 'A date range needs the list sorted by its date',
  filter: (name: string, allowed: readonly string[]) => `${name} must be one of: ${allowed.join(', ')}`,
} as const;

/** What one list lets a client page by. */
export interface AdminPaging {
  /** The stored time of a row: the default sort (newest first) and the field `from`/`to` bound. */
  dateField: string;
  /** Other fields it sorts by (both ways). */
  sortFields?: readonly string[];
  /** Equality filters by query parameter, each with the values it takes. */
  filters?: Readonly<Record<string, readonly string[]>>;
}

export const definePaging = <const P extends AdminPaging>(paging: P): P => paging;

export const sortsOf = (paging: AdminPaging): string[] =>
  [paging.dateField, ...(paging.sortFields ?? [])].flatMap((field) => [`-${field}`, field]);

/** A page's size: a whole number from 1 to ADMIN_PAGE_LIMIT_MAX (the public job list takes the same). */
export const pageLimitSchema = z.coerce
  .number({ error: PAGING_MESSAGES.limit })
  .int({ error: PAGING_MESSAGES.limit })
  .min(1, { error: PAGING_MESSAGES.limit })
  .max(ADMIN_PAGE_LIMIT_MAX, { error: PAGING_MESSAGES.limit });

/** A page's `cursor` parameter: the previous page's nextCursor. */
export const pageCursorSchema = z.string().max(500, { error: PAGING_MESSAGES.cursor });

const dateParam = z
  .string()
  .max(40)
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: PAGING_MESSAGES.date })
  .transform((text) => new Date(text))
  .optional();

/** The query schema of a paged list (a limit present); an unknown parameter is refused. */
export function adminPageQuerySchema(paging: AdminPaging) {
  const sorts = sortsOf(paging);
  const filters = Object.fromEntries(
    Object.entries(paging.filters ?? {}).map(([name, values]) => [
      name,
      z.enum(values as [string, ...string[]], { error: PAGING_MESSAGES.filter(name, values) }).optional(),
    ]),
  );
  return z
    .strictObject({
      limit: pageLimitSchema,
      cursor: pageCursorSchema.optional(),
      sort: z.enum(sorts as [string, ...string[]], { error: PAGING_MESSAGES.sort(sorts) }).default(`-${paging.dateField}`),
      q: z.string().max(SEARCH_TEXT_MAX_LENGTH, { error: PAGING_MESSAGES.q }).optional(),
      from: dateParam,
      to: dateParam,
      ...filters,
    })
    .refine((query) => (!query.from && !query.to) || query.sort.replace(/^-/, '') === paging.dateField, {
      error: PAGING_MESSAGES.range,
    });
}

export type AdminPageQuery = z.output<ReturnType<typeof adminPageQuerySchema>> & Record<string, unknown>;

export interface AdminPage<Row> {
  rows: Row[];
  /** Every row the query matches (Firestore's count()), across all pages. */
  total: number;
  /** The `cursor` of the next page; null on the last. */
  nextCursor: string | null;
}
