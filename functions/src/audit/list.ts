import { AUDIT_FIELDS } from '@careers/domain';
import type { PagedList } from '../admin/pagedList';
import { adminRowOf } from '../admin/records';

const auditRow = adminRowOf(AUDIT_FIELDS);

/** The Audit screen's list: one row per entry, newest first, by action, kind and actor. */
export const AUDIT_LIST: PagedList = { page: 'auditPage', paging: AUDIT_FIELDS.paging, rowsOf: (docs) => docs.map((doc) => auditRow(doc)) };
