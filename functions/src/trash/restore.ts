import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { TRASH_KINDS, type JobKind, type TrashKind } from '@careers/domain';
import { chunks, MAX_BATCH_WRITES } from '../admin/batchDelete';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { APPLIED_COUNT, appliedCountOf } from '../jobs/appliedCounts';
import { isListedData, locationCountsIn } from '../jobs/locationCounts';
import { accountsOf, enableAccounts } from './accounts';
import { decodeFields } from './encoding';
import { moveFiles, type TrashedDependent, type TrashedFile, type TrashedNotification } from './entries';
import { TRASH_SOURCES } from './sources';
import { auditInto } from '../audit/requestAudit';
import { JOBS_POSTED, jobsPerAffiliate, jobsPostedCountsIn, storedJobsIn } from '../affiliates/jobsPosted';

/** Entries per transaction: each writes its record, its notification and its own delete, besides the counts. */
const RESTORED_PER_TRANSACTION = Math.floor((MAX_BATCH_WRITES - 100) / 3);

const kindOf = (entry: DocumentSnapshot) => entry.get('kind') as TrashKind;
const dataOf = (entry: DocumentSnapshot) => decodeFields(entry.get('data') as string);
const notificationsOf = (entry: DocumentSnapshot) => decodeFields<TrashedNotification[]>(entry.get('notifications') as string);
/** Entries written before dependents existed have none. */
const dependentsOf = (entry: DocumentSnapshot): TrashedDependent[] => {
  const text: unknown = entry.get('dependents');
  return typeof text === 'string' ? decodeFields<TrashedDependent[]>(text) : [];
};
const JOB_KIND_OF = { jobPosts: 'fixed', affiliateJobs: 'affiliate' } as const;
const originalRef = (entry: DocumentSnapshot) =>
  db()
    .collection(TRASH_SOURCES[kindOf(entry)].collection)
    .doc(entry.get('originalId') as string);

/** Fixed jobs whose applied count the restored applications add to (as deleting them took from it). */
function appliedPerJob(entries: readonly DocumentSnapshot[]): Map<string, number> {
  const perJob = new Map<string, number>();
  for (const entry of entries) {
    const data = dataOf(entry);
    if (kindOf(entry) !== 'applications' || typeof data.jobId !== 'string' || !isDocId(data.jobId) || data.affiliateId) continue;
    perJob.set(data.jobId, (perJob.get(data.jobId) ?? 0) + 1);
  }
  return perJob;
}

/** The jobs an entry brings back: its own (a fixed or affiliate job) and an affiliate's jobs that went with it. */
function jobsOf(entry: DocumentSnapshot): { data: Record<string, unknown>; kind: JobKind }[] {
  const kind = kindOf(entry);
  const own = kind === 'jobPosts' || kind === 'affiliateJobs' ? [{ data: dataOf(entry), kind: JOB_KIND_OF[kind] }] : [];
  const dependents = dependentsOf(entry)
    .filter((doc) => doc.collection === COLLECTIONS.affiliateJobs)
    .map((doc) => ({ data: doc.data, kind: 'affiliate' as const }));
  return [...own, ...dependents];
}

/**
 * The Jobs Posted of each restored affiliate that was counted (by its entry's id): the jobs of its
 * that are stored (restored without it earlier), those it brings back, and those restored beside it.
 * A profile stored before the count comes back as it was, to be counted later.
 */
async function restoredAffiliatesJobsPosted(
  tx: Transaction,
  free: readonly DocumentSnapshot[],
  postedBack: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const affiliates = free.filter((entry) => kindOf(entry) === 'affiliates' && typeof dataOf(entry)[JOBS_POSTED] === 'number');
  const stored = await Promise.all(affiliates.map((entry) => storedJobsIn(tx, String(entry.get('originalId')))));
  return new Map(
    affiliates.map((entry, i) => {
      const id = String(entry.get('originalId'));
      const broughtBack = dependentsOf(entry).filter((doc) => doc.collection === COLLECTIONS.affiliateJobs).length;
      return [entry.id, stored[i]! + broughtBack + (postedBack.get(id) ?? 0)];
    }),
  );
}

/**
 * Restores some entries in one transaction: each record, its notifications and its dependents (an
 * affiliate's jobs and referrals) under their ids with the fields they had (createdAt and all), the
 * counts its delete changed (the listed jobs' locations, an application's job's applied count) and
 * the entry deleted. Dependents beyond the transaction's room, the files to move back and the
 * accounts to enable are answered, for once it is committed. An entry whose record exists again
 * (written since under the same id) is skipped and stays.
 */
async function restoreTogether(tx: Transaction, refs: readonly DocumentSnapshot['ref'][]) {
  const entries = (await tx.getAll(...refs)).filter((entry) => entry.exists && TRASH_KINDS.includes(kindOf(entry)));
  if (!entries.length) return { restored: 0, skipped: 0, files: [], later: [], accounts: new Map() };
  const originals = await tx.getAll(...entries.map(originalRef));
  const free = entries.filter((_, i) => !originals[i]!.exists);
  const jobs = free.flatMap(jobsOf);
  const countLocations = jobs.length ? await locationCountsIn(tx) : undefined;
  const perJob = appliedPerJob(free);
  const counted = perJob.size ? await tx.getAll(...[...perJob.keys()].map((id) => db().collection(COLLECTIONS.jobs).doc(id))) : [];
  const postedBack = jobsPerAffiliate(free.filter((entry) => kindOf(entry) === 'affiliateJobs').map(dataOf));
  const countJobsPosted = await jobsPostedCountsIn(tx, [...postedBack.keys()]);
  const jobsPostedOfRestored = await restoredAffiliatesJobsPosted(tx, free, postedBack);
  // The entry names the records restored (their detail views find it), not the trash entries.
  auditInto(
    tx,
    COLLECTIONS.trash,
    free.map((entry) => String(entry.get('originalId'))),
  );
  // The records, their notifications and trash entries, the location counts, the profiles' counts and the audit entry.
  let writes = 2 + counted.length + countJobsPosted(postedBack);
  for (const entry of free) {
    const posted = jobsPostedOfRestored.get(entry.id);
    tx.set(originalRef(entry), posted === undefined ? dataOf(entry) : { ...dataOf(entry), [JOBS_POSTED]: posted });
    const notices = notificationsOf(entry);
    for (const notice of notices) tx.set(db().collection(COLLECTIONS.notifications).doc(notice.id), notice.data);
    tx.delete(entry.ref);
    writes += 2 + notices.length;
  }
  const dependents = free.flatMap(dependentsOf);
  const room = Math.max(0, MAX_BATCH_WRITES - writes);
  for (const doc of dependents.slice(0, room)) tx.set(db().collection(doc.collection).doc(doc.id), doc.data);
  countLocations?.({ added: jobs.filter((job) => isListedData(job.data, job.kind)).map((job) => job.data.location) });
  for (const job of counted)
    if (job.exists && appliedCountOf(job) !== undefined) tx.update(job.ref, { [APPLIED_COUNT]: FieldValue.increment(perJob.get(job.id)!) });
  const files = free.flatMap((entry) => (entry.get('files') ?? []) as TrashedFile[]);
  return { restored: free.length, skipped: entries.length - free.length, files, later: dependents.slice(room), accounts: accountsOf(free) };
}

/** Restores trash entries (already read, or by id), a transaction per RESTORED_PER_TRANSACTION. */
export async function restoreEntries(entries: readonly DocumentSnapshot[]): Promise<{ restored: number; skipped: number }> {
  return restoreByRefs(entries.map((entry) => entry.ref));
}

/** Writes back dependents the transaction had no room for, in batches. */
async function writeDependents(dependents: readonly TrashedDependent[]) {
  for (const part of chunks(dependents, MAX_BATCH_WRITES)) {
    const batch = db().batch();
    for (const doc of part) batch.set(db().collection(doc.collection).doc(doc.id), doc.data);
    await batch.commit();
  }
}

export async function restoreByRefs(refs: readonly DocumentSnapshot['ref'][]): Promise<{ restored: number; skipped: number }> {
  const total = { restored: 0, skipped: 0 };
  for (const part of chunks(refs, RESTORED_PER_TRANSACTION)) {
    const done = await db().runTransaction((tx) => restoreTogether(tx, part));
    await writeDependents(done.later);
    await moveFiles(done.files.map((file) => ({ from: file.trashPath, to: file.path })));
    await enableAccounts(done.accounts);
    total.restored += done.restored;
    total.skipped += done.skipped;
  }
  return total;
}

/** Restores the entries named by id (ids naming none are ignored) and those of some trash batches (what some deletes trashed). */
export async function restoreTrash({ ids = [], batches = [] }: { ids?: readonly string[]; batches?: readonly string[] }) {
  const inBatches = await Promise.all(
    batches.map((batch) => db().collection(COLLECTIONS.trash).where('batch', '==', batch).select().get()),
  );
  const refs = [...new Set([...ids.filter(isDocId), ...inBatches.flatMap((snapshot) => snapshot.docs.map((doc) => doc.id))])].map((id) =>
    db().collection(COLLECTIONS.trash).doc(id),
  );
  return restoreByRefs(refs);
}
