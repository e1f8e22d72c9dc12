import { jobSearchFields, LOCATION_KEY_FIELD, TITLE_TOKENS_FIELD } from '@careers/domain';
import { chunks, MAX_BATCH_WRITES } from '../admin/batchDelete';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { writeTrashEntries, type Trashing } from '../trash/entries';
import { locationCountsIn, rebuildJobLocations } from './locationCounts';

/**
 * Writes of fixed and affiliate jobs beyond their own fields: the search fields the public list
 * queries (jobSearchFields, from the title and location) and the location counts the suggestions
 * read (jobs/locationCounts), both kept with every post, edit and delete of a job.
 */
export type JobCollection = typeof COLLECTIONS.jobs | typeof COLLECTIONS.affiliateJobs;

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
  for (const part of chunks(refs, trashing ? (MAX_BATCH_WRITES - 1) / 2 : MAX_BATCH_WRITES - 1)) {
    deleted += await db().runTransaction(async (tx) => {
      const jobs = (await tx.getAll(...part)).filter((doc) => doc.exists);
      if (!jobs.length) return 0;
      const countLocations = await locationCountsIn(tx);
      for (const job of jobs) tx.delete(job.ref);
      if (trashing) writeTrashEntries(tx, jobs, trashing, new Map());
      countLocations({ removed: jobs.map((job) => job.get('location')) });
      return jobs.length;
    });
  }
  return deleted;
}

/**
 * For jobs stored before the public list searched (npm run backfill-job-search, the demo seed):
 * writes each job's search fields where they differ from its title's and location's, in batches,
 * then counts every location afresh. Answers how many jobs were written and how many locations there are.
 */
export async function backfillJobSearch(): Promise<{ jobs: number; locations: number }> {
  let written = 0;
  for (const collection of [COLLECTIONS.jobs, COLLECTIONS.affiliateJobs] as const) {
    const title = TITLE_FIELD[collection];
    const snapshot = await db().collection(collection).select(title, 'location', TITLE_TOKENS_FIELD, LOCATION_KEY_FIELD).get();
    const stale = snapshot.docs.flatMap((doc) => {
      const fields = jobSearchFields(doc.get(title), doc.get('location'));
      const same =
        doc.get(LOCATION_KEY_FIELD) === fields.locationKey &&
        JSON.stringify(doc.get(TITLE_TOKENS_FIELD) ?? null) === JSON.stringify(fields.titleTokens);
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
