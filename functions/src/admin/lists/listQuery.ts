import { adminPageQuerySchema, type AdminPaging } from '@careers/domain';
import { HttpError } from '../../http/errors';
import { parseOr400 } from '../../http/validate';
import type { ListQuery } from '../pagedList';

/**
 * The query of a bulk call or an export: the list's own query parameters (q, from, to, its filters,
 * sort), validated with its page schema exactly as its page path validates them; a limit or cursor
 * is `refused` (these walk every matching row).
 */
export function wholeListQuery(paging: AdminPaging, raw: Readonly<Record<string, unknown>>, refused: string): ListQuery {
  if ('limit' in raw || 'cursor' in raw) throw new HttpError(400, refused);
  // The page schema asks for a limit: any one, since nothing here reads it.
  return parseOr400(adminPageQuerySchema(paging), { ...raw, limit: '1' }) as ListQuery;
}
