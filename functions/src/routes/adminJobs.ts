import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  CLOSING_DATE_FIELD,
  JOB_FIELDS,
  JOB_POST_FIELDS,
  jobIdsSchema,
  jobLifecycleFields,
  jobPostSchema,
  jobStatusSchema,
  JOB_STATUS_FIELD,
  jobSearchFields,
  SEARCH_TOKENS_FIELD,
  searchTokensOf,
  withSearchTokens,
  type JobPostInput,
  type JobStatus,
  TRASH_BATCH_HEADER,
} from '@careers/domain';
import { deleteJobs, JOB_POST_LIST } from '../admin/lists/jobPosts';
import { pagedListHandler } from '../admin/pagedList';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { transactCreateOnce, type Outcome } from '../http/idempotency';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { APPLIED_COUNT } from '../jobs/appliedCounts';
import { nextJobId } from '../jobs/jobIds';
import { changeJobStatus, refusePassedClosingDate, storedJob } from '../jobs/lifecycle';
import { isListedDoc, locationCountsIn } from '../jobs/locationCounts';
import { findJob } from '../jobs/store';
import { deletedByOf } from '../trash/deletedBy';
import { newTrashBatch } from '../trash/entries';
import { auditInto } from '../audit/requestAudit';

/**
 * Job posts for the admin. The list is its own uncached path (the public /cards/cards is CDN
 * cached), so an admin sees their own post, edit or delete at once.
 */
export const adminJobsRouter = Router();

mount(adminJobsRouter, 'jobAdminList', pagedListHandler(JOB_POST_LIST));

/** A job's own fields, as a duplicate copies them (not its jobId, counts, dates or status). */
const JOB_POST_FIELDS_COPIED = JOB_FIELDS.filter((field) => field !== 'jobId');

/** How many job numbers a post may try when posts made at the same moment take the same one. */
const JOB_ID_ATTEMPTS = 10;
const ALREADY_EXISTS = 6;

/**
 * Stores the job under the next free jobId, in a transaction with the counter (a double click on
 * Post Job with one Idempotency-Key stores one job: http/idempotency.ts). Firestore serializes such
 * transactions; should two still pick one number, the second create fails with ALREADY_EXISTS and
 * takes the next number.
 */
async function createWithNextJobId(req: Request, { closingDate, ...fields }: JobPostInput, status: JobStatus): Promise<Outcome> {
  const lifecycle = { ...jobLifecycleFields({ status }, 'fixed'), ...(closingDate ? { [CLOSING_DATE_FIELD]: closingDate } : {}) };
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactCreateOnce(req, async (tx) => {
        const countLocations = await locationCountsIn(tx);
        const id = await nextJobId(tx);
        const write = () => {
          tx.create(db().collection(COLLECTIONS.jobs).doc(id), {
            ...withSearchTokens(JOB_POST_FIELDS, { ...fields, jobId: id }),
            ...jobSearchFields(fields.title, fields.location, fields),
            ...lifecycle,
            [APPLIED_COUNT]: 0,
            createdAt: FieldValue.serverTimestamp(),
          });
          countLocations({ added: lifecycle.listed ? [fields.location] : [] });
          auditInto(tx, COLLECTIONS.jobs, [id]);
        };
        return { answer: { status: 201, body: { jobId: id } }, write };
      });
    } catch (err) {
      if ((err as { code?: number }).code !== ALREADY_EXISTS || attempt >= JOB_ID_ATTEMPTS) throw err;
    }
  }
}

/**
 * Post a job, open: the server makes the jobId (in a transaction) and createdAt; the job is stored
 * under its jobId. A repeat of an Idempotency-Key answers the job its first post stored.
 */
mount(adminJobsRouter, 'jobCreate', async (req, res) => {
  const fields = parseOr400(jobPostSchema, req.body);
  refusePassedClosingDate('open', fields.closingDate, new Date());
  const { answer } = await createWithNextJobId(req, fields, 'open');
  const job = await findJob(String(answer.body.jobId));
  res.status(answer.status).json(job);
});

/**
 * Edit a job found by its jobId or document id; jobId, createdAt and its status stay the server's.
 * Its search tokens (the admin list's and the public list's), its lifecycle fields (written on a job
 * stored before them) and the location counts change with it, in one transaction.
 */
mount(adminJobsRouter, 'jobUpdate', async (req, res) => {
  const { closingDate, ...fields } = parseOr400(jobPostSchema, req.body);
  const job = await findJob(param(req, 'jobId'));
  if (job) refusePassedClosingDate(job.status, closingDate, new Date());
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
        ...jobSearchFields(fields.title, fields.location, fields),
        ...lifecycle,
        [CLOSING_DATE_FIELD]: closingDate || FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      countLocations({
        removed: isListedDoc(stored, 'fixed') ? [stored.get('location')] : [],
        added: lifecycle.listed ? [fields.location] : [],
      });
      auditInto(tx, COLLECTIONS.jobs, [ref.id]);
      return true;
    }));
  if (!updated) throw new HttpError(404, API_MESSAGES.jobNotFound);
  res.json(await findJob(ref.id));
});

/** Open, close or reopen a job (jobs/lifecycle.ts); answers the job as its details do. */
mount(adminJobsRouter, 'jobStatus', async (req, res) => {
  const change = parseOr400(jobStatusSchema, req.body);
  const job = await findJob(param(req, 'jobId'));
  await changeJobStatus('fixed', job && (await storedJob(COLLECTIONS.jobs, job._id)), change, new Date());
  res.json(await findJob(job!._id));
});

/** Copy a job as a new draft under the next jobId (its closing date is not copied: the copy is for a new round). */
mount(adminJobsRouter, 'jobDuplicate', async (req, res) => {
  const job = await findJob(param(req, 'jobId'));
  if (!job) throw new HttpError(404, API_MESSAGES.jobNotFound);
  const fields = Object.fromEntries(JOB_POST_FIELDS_COPIED.map((field) => [field, job[field]])) as Omit<JobPostInput, 'closingDate'>;
  const { answer } = await createWithNextJobId(req, { ...fields, closingDate: '' }, 'draft');
  res.status(201).json(await findJob(String(answer.body.jobId)));
});

/** Delete jobs by jobId (or document id), and their locations from the counts; their applications stay, filed under the jobId. */
mount(adminJobsRouter, 'jobDelete', async (req, res) => {
  const { jobId } = parseOr400(jobIdsSchema, req.body);
  const found = await Promise.all([...new Set(jobId)].map((id) => findJob(id)));
  const trashing = { deletedBy: deletedByOf(req), batch: newTrashBatch() };
  const deleted = await deleteJobs(
    found.flatMap((job) => (job ? [job._id] : [])),
    trashing,
  );
  if (deleted) res.set(TRASH_BATCH_HEADER, trashing.batch);
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
