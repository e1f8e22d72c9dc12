import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  JOB_POST_FIELDS,
  jobIdsSchema,
  jobLifecycleFields,
  jobPostSchema,
  JOB_STATUS_FIELD,
  jobSearchFields,
  SEARCH_TOKENS_FIELD,
  searchTokensOf,
  withSearchTokens,
  type JobPostInput,
  type JobStatus,
} from '@careers/domain';
import { deleteJobs, JOB_POST_LIST } from '../admin/lists/jobPosts';
import { pagedListHandler } from '../admin/pagedList';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { APPLIED_COUNT } from '../jobs/appliedCounts';
import { nextJobId } from '../jobs/jobIds';
import { isListedDoc, locationCountsIn } from '../jobs/locationCounts';
import { findJob } from '../jobs/store';

/**
 * Job posts for the admin. The list is its own uncached path (the public /cards/cards is CDN
 * cached), so an admin sees their own post, edit or delete at once.
 */
export const adminJobsRouter = Router();

mount(adminJobsRouter, 'jobAdminList', pagedListHandler(JOB_POST_LIST));

/** How many job numbers a post may try when posts made at the same moment take the same one. */
const JOB_ID_ATTEMPTS = 10;
const ALREADY_EXISTS = 6;

/**
 * Stores the job under the next free jobId, in a transaction with the counter. Firestore serializes
 * such transactions; where two still pick one number (the offline emulator does not lock reads),
 * the second create fails with ALREADY_EXISTS and takes the next number.
 */
export async function createWithNextJobId(fields: JobPostInput, status: JobStatus = 'open'): Promise<string> {
  const lifecycle = jobLifecycleFields({ status }, 'fixed');
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(async (tx) => {
        const countLocations = await locationCountsIn(tx);
        const id = await nextJobId(tx);
        tx.create(db().collection(COLLECTIONS.jobs).doc(id), {
          ...withSearchTokens(JOB_POST_FIELDS, { ...fields, jobId: id }),
          ...jobSearchFields(fields.title, fields.location),
          ...lifecycle,
          [APPLIED_COUNT]: 0,
          createdAt: FieldValue.serverTimestamp(),
        });
        countLocations({ added: lifecycle.listed ? [fields.location] : [] });
        return id;
      });
    } catch (err) {
      if ((err as { code?: number }).code !== ALREADY_EXISTS || attempt >= JOB_ID_ATTEMPTS) throw err;
    }
  }
}

/** Post a job: the server makes the jobId (in a transaction) and createdAt; the job is stored under its jobId. */
mount(adminJobsRouter, 'jobCreate', async (req, res) => {
  const fields = parseOr400(jobPostSchema, req.body);
  const jobId = await createWithNextJobId(fields);
  const job = await findJob(jobId);
  res.status(201).json(job);
});

/**
 * Edit a job found by its jobId or document id; jobId, createdAt and its status stay the server's.
 * Its search tokens (the admin list's and the public list's), its lifecycle fields (written on a job
 * stored before them) and the location counts change with it, in one transaction.
 */
mount(adminJobsRouter, 'jobUpdate', async (req, res) => {
  const fields = parseOr400(jobPostSchema, req.body);
  const job = await findJob(param(req, 'jobId'));
  const ref = job && db().collection(COLLECTIONS.jobs).doc(job._id);
  const updated =
    ref &&
    (await db().runTransaction(async (tx) => {
      const stored = await tx.get(ref);
      if (!stored.exists) return false;
      const countLocations = await locationCountsIn(tx);
      const lifecycle = jobLifecycleFields({ status: stored.get(JOB_STATUS_FIELD) }, 'fixed');
      tx.update(ref, {
        ...fields,
        [SEARCH_TOKENS_FIELD]: searchTokensOf(JOB_POST_FIELDS, { ...fields, jobId: job.jobId }),
        ...jobSearchFields(fields.title, fields.location),
        ...lifecycle,
        updatedAt: FieldValue.serverTimestamp(),
      });
      countLocations({
        removed: isListedDoc(stored, 'fixed') ? [stored.get('location')] : [],
        added: lifecycle.listed ? [fields.location] : [],
      });
      return true;
    }));
  if (!updated) throw new HttpError(404, API_MESSAGES.jobNotFound);
  res.json(await findJob(ref.id));
});

/** Delete jobs by jobId (or document id), and their locations from the counts; their applications stay, filed under the jobId. */
mount(adminJobsRouter, 'jobDelete', async (req, res) => {
  const { jobId } = parseOr400(jobIdsSchema, req.body);
  const found = await Promise.all([...new Set(jobId)].map((id) => findJob(id)));
  const deleted = await deleteJobs(found.flatMap((job) => (job ? [job._id] : [])));
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
