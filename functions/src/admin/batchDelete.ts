import type { DocumentReference, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { fileStore } from '../files';
import { moveFiles, notificationsOf, writeTrashEntries, type Trashing } from '../trash/entries';
import { deleteNotificationsOf, hasNotifications } from './recordNotifications';
import { auditInto } from '../audit/requestAudit';

/** Firestore commits at most 500 writes per batch. */
export const MAX_BATCH_WRITES = 500;
/** Writes a batch may give to a change: one is kept for the change's audit entry (audit/requestAudit.ts). */
export const MAX_CHANGE_WRITES = MAX_BATCH_WRITES - 1;
/** The writes a deleted record may take at most: its delete, its entry (or one more write), its notification's delete and one more write. */
const WRITES_PER_RECORD = 4;
/** Records per batch when they go to the trash. */
const TRASHED_PER_BATCH = Math.floor(MAX_CHANGE_WRITES / WRITES_PER_RECORD);
/** Records per batch when they take dependents with them: half as many, so their dependents' deletes fit beside them. */
const WITH_DEPENDENTS_PER_BATCH = Math.floor(TRASHED_PER_BATCH / 2);

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface DeleteOptions {
  /** Stored files a document owns (deleted after the document is gone). */
  filesOf?: (doc: DocumentSnapshot) => (string | undefined)[];
  /** More writes (at most one per document) the deletion needs, committed in the batch that deletes them. */
  alsoWrite?: (batch: WriteBatch, deleting: readonly DocumentSnapshot[]) => Promise<void>;
  /**
   * Documents that belong to each document (by its id) and go with it: into its trash entry (a
   * restore writes them back), or deleted with it for good.
   */
  dependentsOf?: (ids: readonly string[]) => Promise<Map<string, DocumentSnapshot[]>>;
}

/** Deletes documents by reference in batches (the dependents a batch or transaction had no room for; a restore's). */
export async function deleteRefs(refs: readonly DocumentReference[]): Promise<void> {
  for (const part of chunks(refs, MAX_BATCH_WRITES)) {
    const batch = db().batch();
    for (const ref of part) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * Deletes the documents of `collection` named by `ids` in batches under the 500-writes limit, then
 * the files they owned; or, `trashing`, moves them to the trash (deleteDocs). Ids that do not exist
 * (or cannot name a document) are ignored. Answers how many documents were deleted.
 */
export async function deleteByIds(
  collection: string,
  ids: readonly string[],
  options: DeleteOptions = {},
  trashing?: Trashing,
): Promise<number> {
  const refs = [...new Set(ids)].filter(isDocId).map((id) => db().collection(collection).doc(id));
  let deleted = 0;
  for (const part of chunks(refs, MAX_BATCH_WRITES)) {
    const existing = (await db().getAll(...part)).filter((doc) => doc.exists);
    deleted += await deleteDocs(existing, options, trashing);
  }
  return deleted;
}

/**
 * Deletes documents already read (by ids or by a list query's walk) in batches under the
 * 500-writes limit, with the writes the deletion needs and the notifications about them (in the
 * same batch), then the files they owned. With `trashing` each one goes to the trash instead, with
 * its notifications, in the batch that deletes it, and its files move under the trash's prefix
 * (trash/entries.ts). Dependents go with their document: kept in its entry when trashed, deleted
 * in its batch as far as there is room, the rest right after it (their data is in the committed
 * entries already). Answers how many.
 */
export async function deleteDocs(
  docs: readonly DocumentSnapshot[],
  { filesOf, alsoWrite, dependentsOf }: DeleteOptions = {},
  trashing?: Trashing,
): Promise<number> {
  const files: string[] = [];
  // Each other write (at most one per deleted document, and its notification) makes a batch delete fewer.
  const writesPerDoc = 1 + (alsoWrite ? 1 : 0) + (hasNotifications(docs) ? 1 : 0);
  const perBatch = dependentsOf ? WITH_DEPENDENTS_PER_BATCH : trashing ? TRASHED_PER_BATCH : Math.floor(MAX_CHANGE_WRITES / writesPerDoc);
  for (const part of chunks(docs, perBatch)) {
    const dependents = dependentsOf ? await dependentsOf(part.map((doc) => doc.id)) : new Map<string, DocumentSnapshot[]>();
    const going = part.flatMap((doc) => dependents.get(doc.id) ?? []);
    const batch = db().batch();
    for (const doc of part) batch.delete(doc.ref);
    // The trash entry takes the notifications and the dependents with the record; a delete for good deletes them.
    const moves = trashing
      ? writeTrashEntries(batch, part, trashing, await notificationsOf(part), {
          filesOf,
          dependentsOf: (doc) => dependents.get(doc.id) ?? [],
        })
      : [];
    if (!trashing) deleteNotificationsOf(batch, part);
    await alsoWrite?.(batch, part);
    auditInto(
      batch,
      part[0]!.ref.parent.id,
      part.map((doc) => doc.id),
    );
    const room = MAX_CHANGE_WRITES - WRITES_PER_RECORD * part.length;
    for (const doc of going.slice(0, room)) batch.delete(doc.ref);
    await batch.commit();
    await deleteRefs(going.slice(room).map((doc) => doc.ref));
    await moveFiles(moves);
    if (filesOf && !trashing) files.push(...part.flatMap(filesOf).filter((path): path is string => !!path));
  }
  await Promise.all(files.map((path) => fileStore().remove(path)));
  return docs.length;
}
