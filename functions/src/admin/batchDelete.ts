import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { fileStore } from '../files';
import { deleteNotificationsOf, hasNotifications } from './recordNotifications';

/** Firestore commits at most 500 writes per batch. */
export const MAX_BATCH_WRITES = 500;

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
 * the files they owned. Ids that do not exist (or cannot name a document) are ignored. Answers how
 * many documents were deleted.
 */
export async function deleteByIds(collection: string, ids: readonly string[], options: DeleteOptions = {}): Promise<number> {
  const refs = [...new Set(ids)].filter(isDocId).map((id) => db().collection(collection).doc(id));
  let deleted = 0;
  for (const part of chunks(refs, MAX_BATCH_WRITES)) {
    const existing = (await db().getAll(...part)).filter((doc) => doc.exists);
    deleted += await deleteDocs(existing, options);
  }
  return deleted;
}

/**
 * Deletes documents already read (by ids or by a list query's walk) in batches under the
 * 500-writes limit, with the writes the deletion needs and the notifications about them (in the
 * same batch), then the files they owned. Answers how many.
 */
export async function deleteDocs(docs: readonly DocumentSnapshot[], { filesOf, alsoWrite }: DeleteOptions = {}): Promise<number> {
  const files: string[] = [];
  // Each other write (at most one per deleted document, and its notification) makes a batch delete fewer.
  const writesPerDoc = 1 + (alsoWrite ? 1 : 0) + (hasNotifications(docs) ? 1 : 0);
  for (const part of chunks(docs, Math.floor(MAX_BATCH_WRITES / writesPerDoc))) {
    const batch = db().batch();
    for (const doc of part) batch.delete(doc.ref);
    deleteNotificationsOf(batch, part);
    await alsoWrite?.(batch, part);
    await batch.commit();
    if (filesOf) files.push(...part.flatMap(filesOf).filter((path): path is string => !!path));
  }
  await Promise.all(files.map((path) => fileStore().remove(path)));
  return docs.length;
}
