import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ADMIN_BULK_LISTS,
  BULK_MESSAGES,
  formatDateRange,
  formatLocation,
  type AdminBulkList,
  type AdminPaging,
  type AdminResourceDefinition,
  type BulkAction,
  type PipelineStage,
} from '@careers/domain';
import type { PagedQueryName } from '../../firestore/indexedQueries';
import { HttpError } from '../../http/errors';
import { deleteDocs } from '../batchDelete';
import { COLLEGES, COMPANIES, CONTACTS, STUDENTS } from '../resources';
import { rowMakerOf, type AdminResource } from '../resourceRouter';

type Row = Record<string, unknown>;

/** What a bulk call asks besides its action and query, and who asks (the admin, for the history). */
export interface BulkCall {
  stage?: PipelineStage;
  notify?: boolean;
  actor: string;
}

/** An action on some of a list's rows (at most BULK_BATCH_MAX), as its walk read them. */
export type BulkAct = (docs: readonly DocumentSnapshot[], call: BulkCall) => Promise<unknown>;

/**
 * A paged admin list as the bulk actions and the export see it: its indexed page query and paging,
 * the rows of some of its documents, what each of its actions does, and its export.
 */
export interface AdminList<L extends AdminBulkList = AdminBulkList> {
  page: PagedQueryName;
  definition: AdminResourceDefinition & { paging: AdminPaging };
  rowsOf: (docs: readonly DocumentSnapshot[]) => Row[] | Promise<Row[]>;
  actions: Record<(typeof ADMIN_BULK_LISTS)[L][number], BulkAct>;
  /** The export's file name without `.csv` (the web's Excel file's). */
  fileBase: string;
  /** How a field's value is written in the export when not as plain text (arrays are joined with ', '). */
  formats?: Readonly<Record<string, (value: unknown) => string>>;
}

type PagedResource<D extends AdminResourceDefinition & { paging: AdminPaging }> = AdminResource<D>;

/** A resource router's list (admin/resources.ts): its rows, and delete as its delete endpoint does. */
function resourceList<D extends AdminResourceDefinition & { paging: AdminPaging }>(
  resource: PagedResource<D>,
  more: Pick<AdminList, 'fileBase' | 'formats'>,
): AdminList<'contacts' | 'students' | 'colleges' | 'companies'> {
  const toRow = rowMakerOf(resource);
  return {
    page: resource.page,
    definition: resource.definition,
    rowsOf: (docs) => docs.map(toRow),
    actions: { delete: (docs) => deleteDocs(docs, resource) },
    ...more,
  };
}

/**
 * The lists the bulk actions and exports work on, by the name of domain's ADMIN_BULK_LISTS: one
 * entry each (the type asks each for exactly the actions the domain gives it).
 */
const ADMIN_LISTS: { [L in AdminBulkList]?: AdminList<L> } = {
  contacts: resourceList(CONTACTS, { fileBase: 'contacts' }),
  students: resourceList(STUDENTS, { fileBase: 'students' }),
  colleges: resourceList(COLLEGES, {
    fileBase: 'colleges',
    formats: { location: formatLocation, placementSeasonDuration: formatDateRange },
  }),
  companies: resourceList(COMPANIES, { fileBase: 'companies', formats: { location: formatLocation } }),
};

/** Any list of the registry, its actions by name. */
export type AnyAdminList = Omit<AdminList, 'actions'> & { actions: Partial<Record<BulkAction, BulkAct>> };

/** The list of a path's `:list`; 404 (with the lists there are) for a name that is none. */
export function adminListNamed(name: string): { name: AdminBulkList; list: AnyAdminList } {
  const list = Object.hasOwn(ADMIN_LISTS, name) ? ADMIN_LISTS[name as AdminBulkList] : undefined;
  if (!list) throw new HttpError(404, BULK_MESSAGES.list);
  return { name: name as AdminBulkList, list: list as AnyAdminList };
}
