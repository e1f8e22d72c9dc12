import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import type { PersonRecordKind } from '@careers/domain';
import { MAX_BATCH_WRITES } from '../admin/batchDelete';
import { notificationRefsOf } from '../admin/recordNotifications';
import { fileStore } from '../files';
import { db } from '../firebase';
import { PERSON_SOURCES } from './sources';
import { blankCandidateNames } from '../commissions/erasure';

/** A record to erase, with the kind it was found as. */
export interface ErasedRecord {
  kind: PersonRecordKind;
  doc: DocumentSnapshot;
}

export interface EraseCounts {
  records: number;
  files: number;
  byKind: Partial<Record<PersonRecordKind, number>>;
}

/** What erasing `records` erases: records, their files, and records per kind. */
export function countsOf(records: readonly ErasedRecord[]): EraseCounts {
  const byKind: EraseCounts['byKind'] = {};
  for (const { kind } of records) byKind[kind] = (byKind[kind] ?? 0) + 1;
  const files = records.reduce((sum, { kind, doc }) => sum + PERSON_SOURCES[kind].files(doc).length, 0);
  return { records: records.length, files, byKind };
}

/** The audit summary of an erasure: counts only, never the erased data ("Erased 7 records and 2 files (applications 2, ...)"). */
export const erasedSummary = (counts: EraseCounts, message: string) => `${message} (${kindCounts(counts.byKind) || 'nothing held'})`;

/** Room left in a batch for the last write (the audit entry). */
const BATCH_WRITES = MAX_BATCH_WRITES - 1;

/**
 * Erases records for good: each with its notification and its subcollections (an application's
 * history), a batch at a time, then the files they owned. `lastWrite` adds a write to the last
 * batch (the audit entry): it is committed even when there is nothing to erase. Answers the counts.
 */
export async function eraseRecords(records: readonly ErasedRecord[], lastWrite: (batch: WriteBatch) => void): Promise<EraseCounts> {
  await blankCandidateNames(records.filter(({ kind }) => kind === 'applications').map(({ doc }) => doc.id));
  let batch = db().batch();
  let writes = 0;
  let files: string[] = [];
  const commit = async () => {
    await batch.commit();
    await Promise.all(files.map((path) => fileStore().remove(path)));
    batch = db().batch();
    writes = 0;
    files = [];
  };
  for (const { kind, doc } of records) {
    const source = PERSON_SOURCES[kind];
    const children = (await Promise.all((source.subcollections ?? []).map((name) => doc.ref.collection(name).get()))).flatMap(
      (snapshot) => snapshot.docs,
    );
    const refs = [doc.ref, ...notificationRefsOf([doc]), ...(source.related?.(doc) ?? []), ...children.map((child) => child.ref)];
    if (writes + refs.length > BATCH_WRITES && writes > 0) await commit();
    // A record with more history than one batch holds: its history goes first, in batches of its own.
    for (const ref of refs) {
      if (writes === BATCH_WRITES) await commit();
      batch.delete(ref);
      writes++;
    }
    files.push(...source.files(doc));
  }
  lastWrite(batch);
  await commit();
  return countsOf(records);
}

/** "applications 2, contacts 1": the counts per kind, for an audit summary (no personal data). */
export const kindCounts = (byKind: EraseCounts['byKind']) =>
  Object.entries(byKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
