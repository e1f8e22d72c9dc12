import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { emailKeyOf, TRASH_FIELDS, withSearchTokens, type TrashKind } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { fileStore } from '../files';
import { db } from '../firebase';
import { encodeFields } from './encoding';
import { notificationRefsOf } from '../admin/recordNotifications';
import { TRASH_SOURCES } from './sources';

/** Who deletes what into which trash batch (one per delete request, or per bulk call): what an Undo restores. */
export interface Trashing {
  kind: TrashKind;
  /** The deleting admin's uid. */
  deletedBy: string;
  batch: string;
}

/** A fresh trash batch id (an auto id of the trash collection, never a document's). */
export const newTrashBatch = () => db().collection(COLLECTIONS.trash).doc().id;

/** A batch or a transaction: both write the same way. */
interface Writes {
  set(ref: DocumentReference, data: Record<string, unknown>): unknown;
  delete(ref: DocumentReference): unknown;
}

/** One stored notification of a trash entry: restored under the same id with the same fields. */
export interface TrashedNotification {
  id: string;
  data: Record<string, unknown>;
}

/** A record's stored file while its record is in the trash: moved under TRASH_FILES_PREFIX, moved back by a restore. */
export interface TrashedFile {
  path: string;
  trashPath: string;
}

/** Where trashed records' files wait for a restore or the purge. */
export const TRASH_FILES_PREFIX = 'trash';

/** The address a deleted record names (its email key, or its email field): the privacy actions find its entry by it. */
export function emailKeyOfRecord(data: Record<string, unknown>): string | null {
  const email = [data.emailKey, data.email, data.collegeEmail, data.contactEmail].find((value) => typeof value === 'string' && value);
  return typeof email === 'string' ? emailKeyOf(email) : null;
}

/** A document that goes to the trash with its record (an affiliate's jobs and referrals): restored under the same id with the same fields. */
export interface TrashedDependent {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** What else a trash entry keeps of each record, besides its data and its notifications. */
export interface TrashExtras {
  /** Stored files the record owns (moved under TRASH_FILES_PREFIX). */
  filesOf?: (doc: DocumentSnapshot) => (string | undefined)[];
  /** Documents that belong to the record and go with it (the caller deletes them). */
  dependentsOf?: (doc: DocumentSnapshot) => readonly DocumentSnapshot[];
  /** More fields of the entry (an affiliate's account state). */
  fieldsOf?: (doc: DocumentSnapshot) => Record<string, unknown>;
}

/** Moves files (after the batch that trashed or restored their records). */
export const moveFiles = (moves: readonly { from: string; to: string }[]) =>
  Promise.all(moves.map(({ from, to }) => fileStore().move(from, to)));

/** The existing notifications of `records` (one read), by record id. */
export async function notificationsOf(records: readonly DocumentSnapshot[]): Promise<Map<string, DocumentSnapshot[]>> {
  const refs = records.flatMap((doc) => notificationRefsOf([doc]).map((ref) => ({ recordId: doc.id, ref })));
  const found = new Map<string, DocumentSnapshot[]>();
  if (!refs.length) return found;
  const notices = await db().getAll(...refs.map(({ ref }) => ref));
  notices.forEach((notice, i) => {
    if (notice.exists) found.set(refs[i]!.recordId, [...(found.get(refs[i]!.recordId) ?? []), notice]);
  });
  return found;
}

/**
 * In the batch (or transaction) that deletes `records`: one trash entry per record (its data as
 * stored, its notifications' data, its files' paths, its dependents' data) and the deletes of those
 * notifications.
 * Answers the moves of the files under TRASH_FILES_PREFIX, to make once the batch is committed.
 */
export function writeTrashEntries(
  writes: Writes,
  records: readonly DocumentSnapshot[],
  trashing: Trashing,
  notifications: ReadonlyMap<string, readonly DocumentSnapshot[]>,
  { filesOf = () => [], dependentsOf = () => [], fieldsOf = () => ({}) }: TrashExtras = {},
): { from: string; to: string }[] {
  const { collection, title } = TRASH_SOURCES[trashing.kind];
  const moves: { from: string; to: string }[] = [];
  // The functions' clock: the same for every entry of the call (a server timestamp writes slower in the offline emulator).
  const deletedAt = Timestamp.now();
  for (const record of records) {
    const data = record.data() ?? {};
    const notices = notifications.get(record.id) ?? [];
    for (const notice of notices) writes.delete(notice.ref);
    const entry = db().collection(COLLECTIONS.trash).doc();
    const files = filesOf(record)
      .filter((path): path is string => !!path)
      .map((path): TrashedFile => ({ path, trashPath: `${TRASH_FILES_PREFIX}/${entry.id}/${path}` }));
    moves.push(...files.map((file) => ({ from: file.path, to: file.trashPath })));
    writes.set(entry, {
      ...withSearchTokens(TRASH_FIELDS, { kind: trashing.kind, title: title(data) }),
      collection,
      originalId: record.id,
      emailKey: emailKeyOfRecord(data),
      // The record's and its notifications' fields as stored, as text (trash/encoding.ts).
      data: encodeFields(data),
      notifications: encodeFields(notices.map((notice): TrashedNotification => ({ id: notice.id, data: notice.data() ?? {} }))),
      files,
      dependents: encodeFields(
        dependentsOf(record).map((doc): TrashedDependent => ({ collection: doc.ref.parent.id, id: doc.id, data: doc.data() ?? {} })),
      ),
      ...fieldsOf(record),
      deletedAt,
      deletedBy: trashing.deletedBy,
      batch: trashing.batch,
    });
  }
  return moves;
}
