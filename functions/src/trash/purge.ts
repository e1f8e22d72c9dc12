import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { daysBefore, TRASH_RETENTION_DAYS } from '@careers/domain';
import { chunks, MAX_BATCH_WRITES, MAX_CHANGE_WRITES } from '../admin/batchDelete';
import { COLLECTIONS } from '../collections';
import { fileStore } from '../files';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { deleteAccountsOf } from './accounts';
import type { TrashedFile } from './entries';
import { auditedRun, auditInto } from '../audit/requestAudit';

const filesOf = (entry: DocumentSnapshot): string[] => ((entry.get('files') ?? []) as TrashedFile[]).map((file) => file.trashPath);

/** Deletes trash entries for good, then the files their records owned and their affiliates' accounts. Answers how many. */
export async function purgeEntries(entries: readonly DocumentSnapshot[]): Promise<number> {
  for (const part of chunks(entries, MAX_CHANGE_WRITES)) {
    const batch = db().batch();
    for (const entry of part) batch.delete(entry.ref);
    // The entry names the records deleted for good (their detail views find it), not the trash entries.
    auditInto(
      batch,
      COLLECTIONS.trash,
      part.map((entry) => String(entry.get('originalId') ?? entry.id)),
    );
    await batch.commit();
    await Promise.all(part.flatMap(filesOf).map((path) => fileStore().remove(path)));
    await deleteAccountsOf(part);
  }
  return entries.length;
}

/** Purges the trash entries named by `ids` (ids naming none are ignored). */
export async function purgeEntriesByIds(ids: readonly string[]): Promise<number> {
  const refs = [...new Set(ids)].filter(isDocId).map((id) => db().collection(COLLECTIONS.trash).doc(id));
  let purged = 0;
  for (const part of chunks(refs, MAX_BATCH_WRITES)) purged += await purgeEntries((await db().getAll(...part)).filter((doc) => doc.exists));
  return purged;
}

/**
 * Purges the trash entries deleted more than TRASH_RETENTION_DAYS before `now`, with their files, a
 * batch at a time until none is left. Run daily by the purgeTrash function (and by the tests with a
 * fixed time). Answers how many went.
 */
export const purgeOldTrash = (now: Date): Promise<number> =>
  auditedRun({ action: 'purge', kind: 'trash', detail: 'past the retention' }, now, () => purgeTrashBefore(now));

async function purgeTrashBefore(now: Date): Promise<number> {
  const old = db()
    .collection(COLLECTIONS.trash)
    .where('deletedAt', '<', Timestamp.fromDate(daysBefore(now, TRASH_RETENTION_DAYS)));
  let purged = 0;
  for (;;) {
    const page = await old.limit(MAX_BATCH_WRITES).get();
    purged += await purgeEntries(page.docs);
    if (page.size < MAX_BATCH_WRITES) return purged;
  }
}
