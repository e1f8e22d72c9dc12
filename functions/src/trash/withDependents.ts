import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { chunks, deleteRefs, MAX_CHANGE_WRITES } from '../admin/batchDelete';
import { auditInto } from '../audit/requestAudit';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { IN_FILTER_MAX_VALUES } from '../firestore/indexedQueries';
import { isDocId } from '../http/docId';
import { isListedDoc, locationCountsIn } from '../jobs/locationCounts';
import { jobsPerAffiliate, jobsPostedCountsIn } from '../affiliates/jobsPosted';
import { writeTrashEntries, type TrashExtras, type Trashing } from './entries';

/** The documents of `collection` whose `field` is one of `values`, grouped by that value. */
export async function docsWhereIn(collection: string, field: string, values: readonly string[]): Promise<Map<string, DocumentSnapshot[]>> {
  const parts = await Promise.all(
    chunks(values, IN_FILTER_MAX_VALUES).map((part) => db().collection(collection).where(field, 'in', part).get()),
  );
  const byValue = new Map<string, DocumentSnapshot[]>();
  for (const doc of parts.flatMap((snapshot) => snapshot.docs)) {
    const value = String(doc.get(field));
    byValue.set(value, [...(byValue.get(value) ?? []), doc]);
  }
  return byValue;
}

const listedLocations = (docs: readonly DocumentSnapshot[]) =>
  docs.filter((doc) => doc.ref.parent.id === COLLECTIONS.affiliateJobs && isListedDoc(doc, 'affiliate')).map((doc) => doc.get('location'));

/**
 * Moves records of `collection` (by id; ids naming none are ignored) to the trash with the documents
 * that belong to them (`dependentsOf`: kept in each record's entry), IN_FILTER_MAX_VALUES records per
 * transaction: the records' deletes, their entries, the location counts of the affiliate jobs among
 * them and as many dependents' deletes as the transaction has room for; the rest are deleted right
 * after (their data is in the committed entries already, so nothing is lost if that stops midway).
 * Answers the records moved.
 */
export async function trashWithDependents(
  collection: string,
  ids: readonly string[],
  trashing: Trashing,
  dependentsOf: (ids: readonly string[]) => Promise<Map<string, DocumentSnapshot[]>>,
  fieldsOf?: TrashExtras['fieldsOf'],
): Promise<DocumentSnapshot[]> {
  const refs = [...new Set(ids)].filter(isDocId).map((id) => db().collection(collection).doc(id));
  const moved: DocumentSnapshot[] = [];
  for (const part of chunks(refs, IN_FILTER_MAX_VALUES)) {
    const dependents = await dependentsOf(part.map((ref) => ref.id));
    const { records, later } = await db().runTransaction(async (tx) => {
      const records = (await tx.getAll(...part)).filter((doc) => doc.exists);
      if (!records.length) return { records, later: [] };
      const countLocations = await locationCountsIn(tx);
      // Affiliate jobs trashed on their own come off their affiliates' Jobs Posted (an affiliate's go with it).
      const jobsGoing =
        collection === COLLECTIONS.affiliateJobs ? jobsPerAffiliate(records.map((record) => record.data() ?? {})) : new Map();
      const countJobsPosted = await jobsPostedCountsIn(tx, [...jobsGoing.keys()]);
      const going = records.flatMap((record) => dependents.get(record.id) ?? []);
      for (const record of records) tx.delete(record.ref);
      writeTrashEntries(tx, records, trashing, new Map(), { dependentsOf: (record) => dependents.get(record.id) ?? [], fieldsOf });
      auditInto(
        tx,
        collection,
        records.map((record) => record.id),
      );
      const profiles = countJobsPosted(new Map([...jobsGoing].map(([affiliateId, count]) => [affiliateId, -count])));
      // Besides the records, their entries, the profiles' counts and the audit entry: the location counts.
      const room = MAX_CHANGE_WRITES - 2 * records.length - profiles - 1;
      for (const doc of going.slice(0, room)) tx.delete(doc.ref);
      countLocations({ removed: listedLocations([...records, ...going]) });
      return { records, later: going.slice(room).map((doc) => doc.ref) };
    });
    moved.push(...records);
    await deleteRefs(later);
  }
  return moved;
}
