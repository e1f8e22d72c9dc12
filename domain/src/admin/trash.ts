import { z } from 'zod';
import { AUDIT_FIELDS } from '../audit';
import { COMMISSION_LIST_FIELDS } from '../commissions/list';
import { idListField } from '../schemas/fields';
import type { AdminBulkList } from './bulk';
import { defineAdminResource, type KindWords } from './fields';
import {
  AFFILIATE_FIELDS,
  AFFILIATE_JOB_REVIEW_FIELDS,
  APPLICATION_FIELDS,
  COLLEGE_FIELDS,
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  JOB_POST_FIELDS,
  NOTIFICATION_FIELDS,
  STUDENT_FIELDS,
} from './resources';

/**
 * Trash and undo: an admin delete moves each record, with its notifications and the
 * location of its file, into one `trash` entry, in the batch that deletes it. Every delete answers
 * the id of its trash batch; restoring the batch (Undo) or some entries (the Trash screen) writes the
 * records and notifications back as they were. A daily function purges entries older than
 * TRASH_RETENTION_DAYS, with their files.
 */
export const TRASH_RETENTION_DAYS = 30;
/** How long the snackbar after a delete offers Undo. */
export const TRASH_UNDO_MS = 10_000;

/** What a referral is called in counts ("1 referral moved to Trash"): referrals have no list of their own. */
export const REFERRAL_KIND_WORDS: KindWords = { one: 'referral', many: 'referrals' };

/**
 * The lists whose deletes go to the trash, by their bulk list name (an entry's kind), and
 * `referrals` (deleted one at a time from an affiliate's jobs, not from a list). An affiliate
 * goes with its jobs and referrals (its sign-in account is disabled until a restore, deleted by the
 * purge); an affiliate job with its referrals.
 */
export const TRASH_KINDS = [
  'notifications',
  'students',
  'applications',
  'colleges',
  'companies',
  'contacts',
  'jobPosts',
  'affiliates',
  'affiliateJobs',
  'referrals',
] as const satisfies readonly (AdminBulkList | 'referrals')[];
export type TrashKind = (typeof TRASH_KINDS)[number];

/** The fields of the Trash screen's rows; its kind filter takes a bulk list name. */
export const TRASH_FIELDS = defineAdminResource({
  kind: { one: 'deleted record', many: 'deleted records' },
  paging: { dateField: 'deletedAt', filters: { kind: TRASH_KINDS } },
  fields: {
    kind: { label: 'Kind' },
    title: { label: 'Record', searchable: true },
    deletedAt: { label: 'Deleted On' },
  },
});

/** What each list's records are called ("Delete 155 notifications?"), from the registry's definitions. */
export const KIND_WORDS: Readonly<Record<AdminBulkList | TrashKind, KindWords>> = {
  notifications: NOTIFICATION_FIELDS.kind,
  students: STUDENT_FIELDS.kind,
  applications: APPLICATION_FIELDS.kind,
  colleges: COLLEGE_FIELDS.kind,
  companies: COMPANY_FIELDS.kind,
  contacts: CONTACT_FIELDS.kind,
  jobPosts: JOB_POST_FIELDS.kind,
  affiliates: AFFILIATE_FIELDS.kind,
  affiliateJobs: AFFILIATE_JOB_REVIEW_FIELDS.kind,
  referrals: REFERRAL_KIND_WORDS,
  trash: TRASH_FIELDS.kind,
  audit: AUDIT_FIELDS.kind,
  commissions: COMMISSION_LIST_FIELDS.kind,
};

/** "1 contact", "155 notifications". */
export const countOf = (count: number, kind: KindWords) => `${count.toLocaleString('en-US')} ${count === 1 ? kind.one : kind.many}`;

/** Most trash batches one restore names (a bulk delete by query makes one per call of BULK_CALL_MAX_ROWS rows). */
export const TRASH_RESTORE_MAX_BATCHES = 50;

export const TRASH_MESSAGES = {
  restoreWhat: 'Name the trash entries (ids) or trash batches (batches) to restore',
  entryInvalid: 'Each id must be a trash entry id',
  batchInvalid: `batches must be at most ${TRASH_RESTORE_MAX_BATCHES} trash batch ids`,
  deleteCount: (count: number, kind: KindWords) => `Delete ${countOf(count, kind)}?`,
  /** The count line of a delete that goes to the trash: true where the spec's own text (kept to the letter) says it cannot be undone. */
  deleteToTrash: (count: number, kind: KindWords) =>
    `Delete ${countOf(count, kind)}? ${count === 1 ? 'It moves' : 'They move'} to the Trash, where you can restore ${count === 1 ? 'it' : 'them'} for ${TRASH_RETENTION_DAYS} days.`,
  movedToTrash: (count: number, kind: KindWords) => `${countOf(count, kind)} moved to Trash`,
  restored: (count: number) => `${count.toLocaleString('en-US')} restored`,
  /** Entries whose record exists again (a record with the same id was written since) stay in the trash. */
  restoredSkipped: (count: number, skipped: number) =>
    `${count.toLocaleString('en-US')} restored; ${skipped.toLocaleString('en-US')} not restored: a record with the same id exists`,
  restoreMatching: (count: number) => `Restore ${count.toLocaleString('en-US')} matching deleted record(s).`,
  deleteForGoodTitle: 'Delete for Good',
  /** The spec's sentence, said of the Trash's records: deleted from there, they are gone for good. */
  confirmDeleteForGood: 'Are you sure you want to delete the selected records and their files? This action cannot be undone.',
  undo: 'Undo',
  restore: 'Restore',
  clearSelection: 'Clear selection',
} as const;

const batchIds = z
  .array(z.string({ error: TRASH_MESSAGES.batchInvalid }).min(1).max(64, { error: TRASH_MESSAGES.batchInvalid }), {
    error: TRASH_MESSAGES.batchInvalid,
  })
  .min(1, TRASH_MESSAGES.batchInvalid)
  .max(TRASH_RESTORE_MAX_BATCHES, TRASH_MESSAGES.batchInvalid);

/** POST /api/admin/trash/restore: some entries (the Trash screen) or what some deletes trashed (Undo). */
export const trashRestoreSchema = z
  .strictObject({
    ids: idListField(TRASH_MESSAGES.restoreWhat, TRASH_MESSAGES.entryInvalid).optional(),
    batches: batchIds.optional(),
  })
  .refine((body) => body.ids !== undefined || body.batches !== undefined, { error: TRASH_MESSAGES.restoreWhat });
export type TrashRestoreInput = z.input<typeof trashRestoreSchema>;

/**
 * The header of a delete's answer (by ids, or a bulk call by query) naming the trash batch its
 * records went to, when it deleted any: what an Undo restores. The bodies stay the spec's.
 */
export const TRASH_BATCH_HEADER = 'X-Trash-Batch';

export interface RestoreAnswer {
  message: string;
  restored: number;
  skipped: number;
}

/** The spec's sentences that say a delete is for good. */
const FOR_GOOD = [' This action cannot be undone.', " You can't undo this action afterwards."];

/**
 * A list's delete dialog text: the spec's, less its "cannot be undone" when the list's deletes go to
 * the Trash (the count line under it says they can be restored), so the dialog does not promise both.
 */
export const deleteDialogText = (text: string, list: AdminBulkList | undefined): string =>
  list && (TRASH_KINDS as readonly string[]).includes(list) ? FOR_GOOD.reduce((said, sentence) => said.replace(sentence, ''), text) : text;

/** The delete dialog's count line for a list: how many of what and, when its deletes go to the trash, that they can be restored. */
export const deleteCountLine = (count: number, list: AdminBulkList): string =>
  (TRASH_KINDS as readonly string[]).includes(list)
    ? TRASH_MESSAGES.deleteToTrash(count, KIND_WORDS[list])
    : TRASH_MESSAGES.deleteCount(count, KIND_WORDS[list]);
