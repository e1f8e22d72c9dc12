import { adminPageQuerySchema, type AdminPaging } from '@careers/domain';
import { HttpError } from '../../http/errors';
import { parseOr400 } from '../../http/validate';
import { listFilterValues, listMatches, type ListMatches, type ListQuery, type PagedList } from '../pagedList';

/** A list query's path params (its pathFilter's, `all` when not given) and its own query parameters. */
function splitPathParams(paging: AdminPaging, raw: Readonly<Record<string, unknown>>) {
  const filter = paging.pathFilter;
  if (!filter) return { params: {}, query: raw };
  const { [filter.param]: value = filter.all, ...query } = raw;
  return { params: { [filter.param]: value }, query };
}

/**
 * What a bulk call or an export walks (every row the list query matches, in its order): the list's own query parameters (q, from, to, its filters,
 * sort) validated with its page schema, and its path's param (the applications' jobId) validated as
 * its path validates it, exactly as its page path takes them; a limit or cursor is `refused`
 * (these walk every matching row).
 */
export function wholeListQuery(list: PagedList, raw: Readonly<Record<string, unknown>>, refused: string): Promise<ListMatches> {
  if ('limit' in raw || 'cursor' in raw) throw new HttpError(400, refused);
  const { params, query: rest } = splitPathParams(list.paging, raw);
  // The page schema asks for a limit: any one, since nothing here reads it.
  const query = parseOr400(adminPageQuerySchema(list.paging), { ...rest, limit: '1' }) as ListQuery;
  return listMatches(list, query, listFilterValues(list, query, params));
}
