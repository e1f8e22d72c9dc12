import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ADMIN_BULK_LISTS,
  AFFILIATE_FIELDS,
  AFFILIATE_JOB_REVIEW_FIELDS,
  APPLICATION_FIELDS,
  AUDIT_FIELDS,
  BULK_MESSAGES,
  COMMISSION_LIST_FIELDS,
  COMMISSION_STATE_LABELS,
  formatPaise,
  formatDateRange,
  formatDayMonthYear,
  formatIsoDay,
  formatLocation,
  JOB_POST_FIELDS,
  NOTIFICATION_FIELDS,
  TRASH_FIELDS,
  type AdminBulkList,
  type AdminPaging,
  type AdminResourceDefinition,
  type BulkAction,
  type CommissionState,
  type PipelineStage,
} from '@careers/domain';
import { HttpError } from '../../http/errors';
import { setJobsStatus } from '../../jobs/lifecycle';
import { moveApplications } from '../../pipeline/moves';
import { deleteDocs } from '../batchDelete';
import type { Trashing } from '../../trash/entries';
import { purgeEntries } from '../../trash/purge';
import { restoreEntries } from '../../trash/restore';
import { TRASH_LIST } from '../../trash/list';
import { AUDIT_LIST } from '../../audit/list';
import { COMMISSION_LIST } from '../../commissions/list';
import { approveWhereFeeKnown } from '../../commissions/moves';
import type { PagedList } from '../pagedList';
import { COLLEGES, COMPANIES, CONTACTS, STUDENTS } from '../resources';
import { rowMakerOf, type AdminResource } from '../resourceRouter';
import { deleteAffiliateJobs, reviewAffiliateJob } from '../../affiliates/jobWrites';
import { mapFewAtOnce } from '../../fewAtOnce';
import { AFFILIATE_JOB_REVIEW_LIST } from './affiliateJobReviews';
import { AFFILIATE_LIST, deleteAffiliates } from './affiliates';
import { APPLICATION_DELETION, APPLICATION_LIST } from './applications';
import { deleteJobs, JOB_POST_LIST } from './jobPosts';
import { markRead, NOTIFICATION_LIST } from './notifications';

/** What a bulk call asks besides its action and query, and who asks (the admin, for the history). */
export interface BulkCall {
  stage?: PipelineStage;
  notify?: boolean;
  actor: string;
  /** Who deletes, into which trash batch (the call's: its answer names it for an Undo). */
  trash: Omit<Trashing, 'kind'>;
}

/** An action on some of a list's rows (at most BULK_BATCH_MAX), as its walk read them. */
export type BulkAct = (docs: readonly DocumentSnapshot[], call: BulkCall) => Promise<unknown>;

/** Money in a payout file as the screen shows it (₹1,25,000), blank while unknown. */
const moneyText = (paise: unknown) => (typeof paise === 'number' ? formatPaise(paise) : '');

/** Reviews of a bulk approve in flight at once: each is a few reads and a transaction. */
const REVIEWS_AT_ONCE = 8;

/**
 * A paged admin list as the bulk actions and the export see it: the paged list its page path
 * answers (its indexed page query, paging and rows), its fields, what each of its actions does,
 * and its export.
 */
export interface AdminList<L extends AdminBulkList = AdminBulkList> extends PagedList {
  /** Its fields (the export's columns); its paging is the list's. */
  definition: AdminResourceDefinition;
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
    paging: resource.definition.paging,
    definition: resource.definition,
    rowsOf: (docs) => docs.map(toRow),
    actions: { delete: (docs, { trash }) => deleteDocs(docs, resource, { ...trash, kind: resource.trashKind }) },
    ...more,
  };
}

/**
 * The lists the bulk actions and exports work on, by the name of domain's ADMIN_BULK_LISTS: one
 * entry each (the type asks each for exactly the actions the domain gives it).
 */
const ADMIN_LISTS: { [L in AdminBulkList]: AdminList<L> } = {
  contacts: resourceList(CONTACTS, { fileBase: 'contacts' }),
  students: resourceList(STUDENTS, { fileBase: 'students' }),
  colleges: resourceList(COLLEGES, {
    fileBase: 'colleges',
    formats: { location: formatLocation, placementSeasonDuration: formatDateRange },
  }),
  companies: resourceList(COMPANIES, { fileBase: 'companies', formats: { location: formatLocation } }),
  applications: {
    ...APPLICATION_LIST,
    definition: APPLICATION_FIELDS,
    actions: {
      delete: (docs, { trash }) => deleteDocs(docs, APPLICATION_DELETION, { ...trash, kind: 'applications' }),
      moveStage: (docs, { stage, notify = false, actor }) => {
        if (!stage) throw new HttpError(400, BULK_MESSAGES.stage);
        return moveApplications(
          docs.map((doc) => doc.id),
          { stage, notify, actor },
        );
      },
    },
    fileBase: 'studentsApplied',
  },
  notifications: {
    ...NOTIFICATION_LIST,
    definition: NOTIFICATION_FIELDS,
    actions: { delete: (docs, { trash }) => deleteDocs(docs, {}, { ...trash, kind: 'notifications' }), markRead },
    fileBase: 'notifications',
    formats: { read: (read) => (read === true ? 'Read' : 'Unread') },
  },
  jobPosts: {
    ...JOB_POST_LIST,
    definition: JOB_POST_FIELDS,
    actions: {
      delete: (docs, { trash }) =>
        deleteJobs(
          docs.map((doc) => doc.id),
          trash,
        ),
      open: (docs) => setJobsStatus('fixed', docs, 'open', new Date()),
      close: (docs) => setJobsStatus('fixed', docs, 'closed', new Date()),
    },
    fileBase: 'Jobs_post',
  },
  affiliates: {
    ...AFFILIATE_LIST,
    definition: AFFILIATE_FIELDS,
    actions: {
      delete: (docs, { trash }) =>
        deleteAffiliates(
          docs.map((doc) => doc.id),
          trash,
        ),
    },
    fileBase: 'affiliates',
  },
  affiliateJobs: {
    ...AFFILIATE_JOB_REVIEW_LIST,
    definition: AFFILIATE_JOB_REVIEW_FIELDS,
    actions: {
      delete: (docs, { trash }) =>
        deleteAffiliateJobs(
          docs.map((doc) => doc.id),
          trash,
        ),
      // Each as the review path approves one: its lifecycle, and the affiliate's mail unless already approved.
      approve: (docs) => mapFewAtOnce(docs, REVIEWS_AT_ONCE, (doc) => reviewAffiliateJob(doc.id, { decision: 'approve' })),
    },
    fileBase: 'affiliate_jobs',
  },
  trash: {
    ...TRASH_LIST,
    definition: TRASH_FIELDS,
    actions: { delete: purgeEntries, restore: restoreEntries },
    fileBase: 'trash',
  },
  audit: { ...AUDIT_LIST, definition: AUDIT_FIELDS, actions: {}, fileBase: 'audit' },
  commissions: {
    ...COMMISSION_LIST,
    definition: COMMISSION_LIST_FIELDS,
    actions: { approve: approveWhereFeeKnown },
    fileBase: 'commission_payouts',
    formats: {
      placementFee: moneyText,
      amount: moneyText,
      rate: (rate) => (typeof rate === 'number' ? `${rate}%` : ''),
      state: (state) => COMMISSION_STATE_LABELS[state as CommissionState] ?? '',
      // Days as the screen and its files write them (DD-MM-YYYY).
      createdAt: formatDayMonthYear,
      paidOn: formatIsoDay,
    },
  },
};

/** Any list of the registry, its actions by name. */
export type AnyAdminList = Omit<AdminList, 'actions'> & { actions: Partial<Record<BulkAction, BulkAct>> };

/** The list of a path's `:list`; 404 (with the lists there are) for a name that is none. */
export function adminListNamed(name: string): { name: AdminBulkList; list: AnyAdminList } {
  const list = Object.hasOwn(ADMIN_LISTS, name) ? ADMIN_LISTS[name as AdminBulkList] : undefined;
  if (!list) throw new HttpError(404, BULK_MESSAGES.list);
  return { name: name as AdminBulkList, list: list as AnyAdminList };
}
