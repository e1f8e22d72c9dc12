import { TRASH_FIELDS } from '@careers/domain';
import type { PagedList } from '../admin/pagedList';
import { adminRowOf } from '../admin/records';

const trashRow = adminRowOf(TRASH_FIELDS);

/** The Trash screen's list: one row per entry (its kind, the record's title, when it was deleted), newest first, by kind. */
export const TRASH_LIST: PagedList = { page: 'trashPage', paging: TRASH_FIELDS.paging, rowsOf: (docs) => docs.map((doc) => trashRow(doc)) };
