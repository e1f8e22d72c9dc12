import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  CLOSING_DATE_FIELD,
  jobLifecycleFields,
  JOB_FACET_SOURCE_FIELDS,
  jobSearchFields,
  JOB_STATUS_FIELD,
  LOCATION_KEY_FIELD,
  REVIEW_FIELD,
  TITLE_TOKENS_FIELD,
  type JobKind,
  type JobStatus,
  type ReviewState,
} from '@careers/domain';
import { chunks, MAX_BATCH_WRITES, MAX_CHANGE_WRITES } from '../admin/batchDelete';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { writeTrashEntries, type Trashing } from '../trash/entries';
import { isListedDoc, LISTING_FIELDS, locationCountsIn, rebuildJobLocations } from './locationCounts';
import { auditInto } from '../audit/requestAudit';

/**
 * Writes of fixed and affiliate jobs beyond their own fields: the search fields the public list
 * queries (jobSearchFields, from the title and location), the lifecycle fields (jobLifecycleFields:
 * status, review, and LISTED_FIELD, the one the public queries filter on) and the location counts
 * the suggestions read (jobs/locationCounts, listed jobs only), all kept with every post, edit,
 * status change and delete of a job.
 */
export type JobCollection = typeof COLLECTIONS.jobs | typeof COLLECTIONS.affiliateJobs;

export const KIND_OF = { [COLLECTIONS.jobs]: 'fixed', [COLLECTIONS.affiliateJobs]: 'affiliate' } as const satisfies Record<
  JobCollection,
  JobKind
>;
export const COLLECTION_OF = { fixed: COLLECTIONS.jobs, affiliate: COLLECTIONS.affiliateJobs } as const satisfies Record<
  JobKind,
  JobCollection
>;

/** The field holding a job's title, per collection (the spec names it differently for affiliate jobs). */
export const TITLE_FIELD = { [COLLECTIONS.jobs]: 'title', [COLLECTIONS.affiliateJobs]: 'jobTitle' } as const satisfies Record<
  JobCollection,
  string
>;

/**
 * Deletes jobs of `collection` by document id, each transaction taking their locations off the
 * counts with the deletes (and, `trashing`, moving each job to the trash); ids that name no job are
 * ignored. Answers how many were deleted.
 */
export async function deleteJobsByIds(collection: JobCollection, ids: readonly string[], trashing?: Trashing): Promise<number> {
  const refs = [...new Set(ids)].filter(isDocId).map((id) => db().collection(collection).doc(id));
  let deleted = 0;
  // One write of each transaction is the counts document; a trashed job writes its entry too.
  for (const part of chunks(refs, trashing ? Math.floor((MAX_CHANGE_WRITES - 1) / 2) : MAX_CHANGE_WRITES - 1)) {
    deleted += await db().runTransaction(async (tx) => {
      const jobs = (await tx.getAll(...part)).filter((doc) => doc.exists);
      if (!jobs.length) return 0;
      const countLocations = await locationCountsIn(tx);
      for (const job of jobs) tx.delete(job.ref);
      if (trashing) writeTrashEntries(tx, jobs, trashing, new Map());
      auditInto(
        tx,
        collection,
        jobs.map((job) => job.id),
      );
      countLocations({ removed: jobs.filter((job) => isListedDoc(job, KIND_OF[collection])).map((job) => job.get('location')) });
      return jobs.length;
    });
  }
  return deleted;
}

/** A change of a job's lifecycle: the fields not given stay as stored. */
export interface LifecycleChange {
  status?: JobStatus;
  review?: ReviewState;
  /** A day (YYYY-MM-DD), or null to clear it. */
  closingDate?: string | null;
  /** Other fields written with the change (e.g. a review's reason). */
  also?: Record<string, unknown>;
  /** Other documents written in the same transaction, from the job as stored before the change (e.g. a review's mail). */
  alsoWrite?: (tx: Transaction, stored: DocumentSnapshot) => void;
  /**
   * Read in the transaction before anything is written: true leaves the job as stored (no write, no
   * audit entry: the change is already made); it may throw to refuse the change (a review decided meanwhile).
   */
  madeAlready?: (stored: DocumentSnapshot) => boolean;
}

/**
 * Changes a job's status, review or closing date; LISTED_FIELD follows, and the location counts with
 * it, in one transaction. Answers the stored job before the change, or null when no job has that id.
 */
export async function updateJobLifecycle(collection: JobCollection, id: string, change: LifecycleChange) {
  if (!isDocId(id)) return null;
  const ref = db().collection(collection).doc(id);
  return db().runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    if (!stored.exists) return null;
    if (change.madeAlready?.(stored)) return stored;
    const countLocations = await locationCountsIn(tx);
    const kind = KIND_OF[collection];
    const lifecycle = jobLifecycleFields(
      { status: change.status ?? stored.get(JOB_STATUS_FIELD), review: change.review ?? stored.get(REVIEW_FIELD) },
      kind,
    );
    const closingDate = change.closingDate === undefined ? {} : { [CLOSING_DATE_FIELD]: change.closingDate ?? FieldValue.delete() };
    tx.update(ref, { ...lifecycle, ...closingDate, ...change.also, updatedAt: FieldValue.serverTimestamp() });
    const location = stored.get('location') as unknown;
    countLocations({ removed: isListedDoc(stored, kind) ? [location] : [], added: lifecycle.listed ? [location] : [] });
    change.alsoWrite?.(tx, stored);
    auditInto(tx, collection, [id]);
    return stored;
  });
}

/**
 * For jobs stored before the public list searched or before jobs had a lifecycle (npm run
 * backfill-job-search, the demo seed): writes each job's search fields and lifecycle fields where
 * they differ from its title's, location's, status's and review's (a job without them is open and,
 * an affiliate job, approved), in batches, then counts every listed job's location afresh. Answers
 * how many jobs were written and how many locations there are.
 */
export async function backfillJobSearch(): Promise<{ jobs: number; locations: number }> {
  let written = 0;
  for (const collection of [COLLECTIONS.jobs, COLLECTIONS.affiliateJobs] as const) {
    const title = TITLE_FIELD[collection];
    const snapshot = await db()
      .collection(collection)
      .select(title, 'location', ...JOB_FACET_SOURCE_FIELDS, TITLE_TOKENS_FIELD, LOCATION_KEY_FIELD, ...LISTING_FIELDS)
      .get();
    const stale = snapshot.docs.flatMap((doc) => {
      const lifecycle = jobLifecycleFields({ status: doc.get(JOB_STATUS_FIELD), review: doc.get(REVIEW_FIELD) }, KIND_OF[collection]);
      const facetSource = Object.fromEntries(JOB_FACET_SOURCE_FIELDS.map((field) => [field, doc.get(field) as unknown]));
      const fields = { ...jobSearchFields(doc.get(title), doc.get('location'), facetSource), ...lifecycle };
      const same =
        doc.get(LOCATION_KEY_FIELD) === fields.locationKey &&
        JSON.stringify(doc.get(TITLE_TOKENS_FIELD) ?? null) === JSON.stringify(fields.titleTokens) &&
        Object.entries(lifecycle).every(([field, value]) => doc.get(field) === value);
      return same ? [] : [{ ref: doc.ref, fields }];
    });
    for (const part of chunks(stale, MAX_BATCH_WRITES)) {
      const batch = db().batch();
      for (const { ref, fields } of part) batch.update(ref, fields);
      await batch.commit();
    }
    written += stale.length;
  }
  return { jobs: written, locations: await rebuildJobLocations() };
}
