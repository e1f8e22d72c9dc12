import { z } from 'zod';
import { toNumberOrUndefined } from '../schemas/fields';
import { TEXT_MAX_LENGTH } from '../constants';
import { SEARCH_TEXT_MAX_LENGTH } from './search';

/**
 * Server-side pages of an admin list. Given `limit`, a list path answers one page:
 * `{ rows, total, nextCursor }`, sorted by `sort` (a field, `-field` for descending; the date
 * field newest first by default), narrowed by `q` (word-prefix search), the date range `from`/`to`
 * and the list's own filters, continued with `cursor` (the previous page's `nextCursor`).
 * Without `limit` a list answers the spec's shape, of at most ADMIN_UNPAGED_MAX rows (newest first;
 * when more match, the header TOTAL_COUNT_HEADER says how many: constants.ts).
 */
export const ADMIN_PAGE_LIMIT_MAX = 100;

/** A paged admin list asks the server for a search once typing pauses this long. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ADMIN_PAGE_LIMIT_MAX}`,
  cursor: 'cursor must be the nextCursor of a page of this list',
  sort: (allowed: readonly string[]) => `sort must be one of: ${allowed.join(', ')}`,
  q: `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
  date: 'from and to must be dates (YYYY-MM-DD or an ISO time)',
  range: 'A date range needs the list sorted by its date',
  filter: (name: string, allowed: readonly string[]) => `${name} must be one of: ${allowed.join(', ')}`,
  text: (name: string) => `${name} must be at most ${TEXT_FILTER_MAX_LENGTH} characters`,
  pathValue: (param: string) => `${param} must be one text of at most ${TEXT_MAX_LENGTH} characters`,
} as const;

/** A value an equality filter compares a stored field with. */
export type FilterValue = string | number | boolean;

/**
 * An equality filter by query parameter: the values it takes, compared with the stored field of the
 * parameter's name as they are; or a field and what each value compares it with
 * (`status: { field: 'read', values: { read: true, unread: false } }`).
 */
export type AdminFilter =
  | readonly string[]
  | { readonly field: string; readonly values: Readonly<Record<string, FilterValue>> }
  /** Free text compared whole with the stored field, in lower case (the audit trail's actor: an email). */
  | { readonly field: string; readonly text: true }
  /** Free text compared whole with the stored field as it is (a record's id, whose case matters). */
  | { readonly field: string; readonly exact: true };

/** Most characters of a free-text filter's value. */
export const TEXT_FILTER_MAX_LENGTH = 200;

/** What one list lets a client page by. */
export interface AdminPaging {
  /** The stored time of a row: the default sort (newest first) and the field `from`/`to` bound. */
  dateField: string;
  /** Other fields it sorts by (both ways). */
  sortFields?: readonly string[];
  /** A sort field whose value is stored under another name (a column the list works out from a stored count). */
  storedFields?: Readonly<Record<string, string>>;
  /** Equality filters by query parameter. */
  filters?: Readonly<Record<string, AdminFilter>>;
  /**
   * A `:param` of the list's path that filters on the stored field of its name, unless it is `all`
   * (the applications of one job, or of every job).
   */
  pathFilter?: { readonly param: string; readonly all: string };
}

export const definePaging = <const P extends AdminPaging>(paging: P): P => paging;

const filterFieldOf = (name: string, filter: AdminFilter) => ('field' in filter ? filter.field : name);
const isArrayFilter = (filter: AdminFilter): filter is readonly string[] => Array.isArray(filter);
const isTextFilter = (filter: AdminFilter): filter is Extract<AdminFilter, { text: true }> => 'text' in filter;
const isExactFilter = (filter: AdminFilter): filter is Extract<AdminFilter, { exact: true }> => 'exact' in filter;
const filterChoicesOf = (filter: AdminFilter): string[] =>
  isArrayFilter(filter) ? [...filter] : isTextFilter(filter) || isExactFilter(filter) ? [] : Object.keys(filter.values);

/** The stored fields a list's equality filters compare: its path's first, then its query filters'. */
export const filterFieldsOf = (paging: AdminPaging): string[] => [
  ...(paging.pathFilter ? [paging.pathFilter.param] : []),
  ...Object.entries(paging.filters ?? {}).map(([name, filter]) => filterFieldOf(name, filter)),
];

/** The path params of a list (its pathFilter's), validated: one text of at most TEXT_MAX_LENGTH characters. */
export function adminPathSchema(paging: AdminPaging) {
  const param = paging.pathFilter?.param;
  if (!param) return z.object({});
  const message = PAGING_MESSAGES.pathValue(param);
  return z.object({ [param]: z.string({ error: message }).max(TEXT_MAX_LENGTH, { error: message }) });
}

/**
 * What a page query compares each filtered field with, from the validated query and path params
 * (undefined: not filtered on).
 */
export function filterValuesOf(
  paging: AdminPaging,
  query: Readonly<Record<string, unknown>>,
  params: Readonly<Record<string, unknown>> = {},
): Record<string, FilterValue | undefined> {
  const values: Record<string, FilterValue | undefined> = {};
  const { pathFilter } = paging;
  if (pathFilter) {
    const value = params[pathFilter.param];
    values[pathFilter.param] = typeof value !== 'string' || value === pathFilter.all ? undefined : value;
  }
  for (const [name, filter] of Object.entries(paging.filters ?? {})) {
    const chosen = query[name];
    values[filterFieldOf(name, filter)] =
      typeof chosen !== 'string' || chosen === ''
        ? undefined
        : isArrayFilter(filter)
          ? chosen
          : isTextFilter(filter)
            ? chosen.trim().toLowerCase()
            : isExactFilter(filter)
              ? chosen.trim()
              : filter.values[chosen];
  }
  return values;
}

export const sortsOf = (paging: AdminPaging): string[] =>
  [paging.dateField, ...(paging.sortFields ?? [])].flatMap((field) => [`-${field}`, field]);

/**
 * A page's size: a whole number from 1 to ADMIN_PAGE_LIMIT_MAX (the public job list takes the same),
 * written in decimal digits. Not z.coerce: Number() also takes `limit[]=1` (an array), '0x10' and '1e1'.
 */
export const pageLimitSchema = z.preprocess(
  toNumberOrUndefined,
  z
    .number({ error: PAGING_MESSAGES.limit })
    .int({ error: PAGING_MESSAGES.limit })
    .min(1, { error: PAGING_MESSAGES.limit })
    .max(ADMIN_PAGE_LIMIT_MAX, { error: PAGING_MESSAGES.limit }),
);

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
  const filters: Record<string, z.ZodOptional<z.ZodString | z.ZodEnum>> = Object.fromEntries(
    Object.entries(paging.filters ?? {}).map(([name, filter]) => {
      if (isTextFilter(filter) || isExactFilter(filter))
        return [
          name,
          z
            .string()
            .max(TEXT_FILTER_MAX_LENGTH, { error: PAGING_MESSAGES.text(name) })
            .optional(),
        ];
      const choices = filterChoicesOf(filter);
      return [name, z.enum(choices as [string, ...string[]], { error: PAGING_MESSAGES.filter(name, choices) }).optional()];
    }),
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
