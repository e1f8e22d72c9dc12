import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
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
/** Records per batch when they go to the trash: each is its delete, its entry, its notification's delete and one more write. */
const TRASHED_PER_BATCH = Math.floor(MAX_CHANGE_WRITES / 4);

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface DeleteOptions {
  /** Stored files a document owns (deleted after the document is gone). */
  filesOf?: (doc: DocumentSnapshot) => (string | undefined)[];
  /** More writes (at most one per document) the deletion needs, committed in the batch that deletes them. */
  alsoWrite?: (batch: WriteBatch, deleting: readonly DocumentSnapshot[]) => Promise<void>;
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
 * (trash/entries.ts). Answers how many.
 */
export async function deleteDocs(
  docs: readonly DocumentSnapshot[],
  { filesOf, alsoWrite }: DeleteOptions = {},
  trashing?: Trashing,
): Promise<number> {
  const files: string[] = [];
  // Each other write (at most one per deleted document, and its notification) makes a batch delete fewer.
  const writesPerDoc = 1 + (alsoWrite ? 1 : 0) + (hasNotifications(docs) ? 1 : 0);
  const perBatch = trashing ? TRASHED_PER_BATCH : Math.floor(MAX_CHANGE_WRITES / writesPerDoc);
  for (const part of chunks(docs, perBatch)) {
    const batch = db().batch();
    for (const doc of part) batch.delete(doc.ref);
    // The trash entry takes the notifications with the record; a delete for good deletes them.
    const moves = trashing ? writeTrashEntries(batch, part, trashing, await notificationsOf(part), { filesOf }) : [];
    if (!trashing) deleteNotificationsOf(batch, part);
    await alsoWrite?.(batch, part);
    auditInto(
      batch,
      part[0]!.ref.parent.id,
      part.map((doc) => doc.id),
    );
    await batch.commit();
    await moveFiles(moves);
    if (filesOf && !trashing) files.push(...part.flatMap(filesOf).filter((path): path is string => !!path));
  }
  await Promise.all(files.map((path) => fileStore().remove(path)));
  return docs.length;
}
