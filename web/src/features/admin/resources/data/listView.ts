import { indiaDayStart, sortsOf, TEXT_FILTER_MAX_LENGTH, type AdminPaging } from '@careers/domain';

/**
 * What an admin list shows, as its URL's query string holds it: back, forward and reload restore
 * the same view. A paged list (its domain definition has `paging`) also keeps the server's cursor
 * of the current page, so a reload of page N shows page N's rows.
 */
export interface ListView {
  /** 1-based. */
  page: number;
  /** The server's cursor of the current page (a paged list past page 1). */
  cursor?: string;
  /** A paged list's sort (`field` or `-field`); newest first when absent. */
  sort?: string;
  q: string;
  /** A paged list's date range, YYYY-MM-DD, both days included. */
  from?: string;
  to?: string;
  /** The chosen value of each filter, by filter id. */
  filters: Readonly<Record<string, string>>;
}

/** What of a screen's configuration its view depends on (ResourceConfig has all of it). */
export interface ViewShape {
  paging?: AdminPaging;
  filters?: readonly { id: string; options: readonly { value: string }[]; text?: boolean; optionsQuery?: unknown }[];
}

/** A change of what the list shows (not of its page): a filter set to '' is cleared. */
export type ViewChange = Partial<Pick<ListView, 'sort' | 'q' | 'from' | 'to'>> & { filters?: Readonly<Record<string, string>> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string | null): text is string => text !== null && DAY.test(text) && !Number.isNaN(Date.parse(text));
const fieldOf = (sort: string) => sort.replace(/^-/, '');

export function readView(params: URLSearchParams, shape: ViewShape): ListView {
  const { paging } = shape;
  const asked = Number(params.get('page'));
  const cursor = params.get('cursor') ?? undefined;
  // A paged list cannot show page N without its cursor: page 1 then.
  const page = Number.isInteger(asked) && asked > 1 && (!paging || cursor) ? asked : 1;
  const sort = params.get('sort') ?? undefined;
  const sortOk = paging !== undefined && sort !== undefined && sortsOf(paging).includes(sort);
  // A date range needs the date sort.
  const rangeOk = paging !== undefined && (!sortOk || fieldOf(sort) === paging.dateField);
  const from = params.get('from');
  const to = params.get('to');
  const filters: Record<string, string> = {};
  for (const filter of shape.filters ?? []) {
    const value = params.get(filter.id);
    // Free text, or an option the server lists (read after the view): any value it may answer 400 to.
    const known =
      filter.text || filter.optionsQuery
        ? value !== null && value.length <= TEXT_FILTER_MAX_LENGTH
        : filter.options.some((option) => option.value === value);
    if (value && known) filters[filter.id] = value;
  }
  return {
    page,
    ...(paging && page > 1 ? { cursor } : {}),
    ...(sortOk ? { sort } : {}),
    q: params.get('q') ?? '',
    ...(rangeOk && isDay(from) ? { from } : {}),
    ...(rangeOk && isDay(to) ? { to } : {}),
    filters,
  };
}

const setOrDelete = (params: URLSearchParams, key: string, value: string | undefined) =>
  value ? params.set(key, value) : params.delete(key);

/** The query string after `change`: back to page 1; a date range takes the date sort. Other parameters stay. */
export function withViewChange(params: URLSearchParams, change: ViewChange, shape: ViewShape): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'q', 'from', 'to'] as const) if (key in change) setOrDelete(next, key, change[key]);
  for (const [id, value] of Object.entries(change.filters ?? {})) setOrDelete(next, id, value);
  const sort = next.get('sort');
  if ((next.get('from') || next.get('to')) && sort && shape.paging && fieldOf(sort) !== shape.paging.dateField) next.delete('sort');
  next.delete('page');
  next.delete('cursor');
  return next;
}

/** The query string showing page `page` (its cursor for a paged list). */
export function withPage(params: URLSearchParams, page: number, cursor?: string): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'page', page > 1 ? String(page) : undefined);
  setOrDelete(next, 'cursor', page > 1 ? cursor : undefined);
  return next;
}

/**
 * The cursors of pages 1 to the current one ('' for page 1, null where unknown), kept in the history
 * entry's state: cursors are opaque, so Previous finds the earlier page's here.
 */
export type CursorTrail = readonly (string | null)[];

export function trailOf(state: unknown, view: ListView): CursorTrail {
  const cursors = (state as { cursors?: unknown } | null)?.cursors;
  const current = view.cursor ?? '';
  if (
    Array.isArray(cursors) &&
    cursors.length === view.page &&
    cursors.every((cursor) => cursor === null || typeof cursor === 'string') &&
    cursors[view.page - 1] === current
  )
    return cursors as CursorTrail;
  return Array.from({ length: view.page }, (_, index) => (index === 0 ? '' : index === view.page - 1 ? current : null));
}

export interface PageTurn {
  page: number;
  cursor?: string;
  trail: CursorTrail;
}

/**
 * The next page of a paged list (after `nextCursor`) or the previous one; a previous page whose
 * cursor is unknown (the URL was opened as it is) is replaced by page 1.
 */
export function turnPage(view: ListView, trail: CursorTrail, direction: 'next' | 'previous', nextCursor?: string): PageTurn {
  if (direction === 'next') return { page: view.page + 1, cursor: nextCursor, trail: [...trail, nextCursor ?? null] };
  const page = view.page - 1;
  const cursor = trail[page - 1];
  if (page <= 1 || !cursor) return { page: 1, trail: [''] };
  return { page, cursor, trail: trail.slice(0, page) };
}

/** The fields a paged list can be sorted by now: only its date while a date range is set. */
export function sortableFields(paging: AdminPaging, view: ListView): string[] {
  return view.from || view.to ? [paging.dateField] : [paging.dateField, ...(paging.sortFields ?? [])];
}

/** A sort chosen (a header pressed, or the cards' sort select) as the view keeps it: none for the default, the newest first. */
export const viewSortOf = (paging: AdminPaging, sort: string): string | undefined => (sort === `-${paging.dateField}` ? undefined : sort);

/**
 * The list's query without paging (q, the date range, the filters): what a bulk action or an
 * export by query walks. The range covers whole days in India: `to` is the start of the day after.
 */
export function matchQueryOf(view: ListView): Record<string, string> {
  const q = view.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(view.from ? { from: indiaDayStart(view.from) } : {}),
    ...(view.to ? { to: indiaDayStart(view.to, 1) } : {}),
    ...view.filters,
  };
}

/** The query of one page of a paged list: `limit` rows from its cursor, in its sort. */
export function pageQueryOf(view: ListView, limit: number): Record<string, string> {
  return {
    limit: String(limit),
    ...(view.cursor ? { cursor: view.cursor } : {}),
    ...(view.sort ? { sort: view.sort } : {}),
    ...matchQueryOf(view),
  };
}
