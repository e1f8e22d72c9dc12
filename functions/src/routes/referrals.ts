import { Router } from 'express';
import { FieldValue, Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  REFERRED,
  referralEditSchema,
  referralStatusSchema,
  referStudentSchema,
  stageOf,
  TRASH_BATCH_HEADER,
  type ReferralFields,
  type ReferralStage,
  type WrittenReferralStatus,
} from '@careers/domain';
import { countWhere } from '../admin/countPer';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { indexedQuery } from '../firestore/indexedQueries';
import { actorOf } from '../http/auth';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { createOnce } from '../http/idempotency';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { storedReferralStage } from '../jobs/records';
import { findAffiliateJob, findAffiliateJobOf } from '../jobs/store';
import { EMAIL_KEY, applicationsCollection, emailKeyOf } from '../pipeline/applications';
import { writeMove } from '../pipeline/moves';
import { readForMoves } from '../commissions/onMove';
import { outcomesOf, referralsWithOutcomes } from '../pipeline/referralOutcomes';
import { auditIds, auditInto } from '../audit/requestAudit';
import { deletedByOf } from '../trash/deletedBy';
import { newTrashBatch } from '../trash/entries';
import { trashWithDependents } from '../trash/withDependents';

const referrals = () => db().collection(COLLECTIONS.referrals);

/**
 * Students the admin refers to affiliates' jobs. Referrals point at the affiliate job by its `_id`
 * (affiliateJobId); each is answered with the stage of the application it led to (or its own).
 */
export const referralsRouter = Router();

/** The job must exist (404) and be the given affiliate's (400); its title comes from the job, never the body. */
mount(referralsRouter, 'referStudent', async (req, res) => {
  const { jobId, affiliateId, studentName, email, status } = parseOr400(referStudentSchema, req.body);
  const job = await findAffiliateJobOf(affiliateId, jobId);
  if (!job) {
    const elsewhere = await findAffiliateJob(jobId);
    if (elsewhere) throw new HttpError(400, API_MESSAGES.affiliateJobNotOwned, { jobId: API_MESSAGES.affiliateJobNotOwned });
    throw new HttpError(404, API_MESSAGES.jobNotFound);
  }
  const fields: ReferralFields = {
    affiliateJobId: job._id,
    affiliateId,
    jobId: job.jobId,
    jobTitle: job.jobTitle,
    studentName,
    email,
    stage: status?.stage ?? REFERRED,
  };
  const ref = referrals().doc();
  const { answer } = await createOnce(
    req,
    ref,
    { ...fields, ...statusFields(status, fields.stage), [EMAIL_KEY]: emailKeyOf(email), createdAt: FieldValue.serverTimestamp() },
    { status: 201, body: { _id: ref.id } },
  );
  const stored = await referrals().doc(String(answer.body._id)).get();
  res.status(answer.status).json((await referralsWithOutcomes([stored]))[0]);
});

/**
 * What a referral stores of a status an admin wrote: the text, beside the stage it was written at
 * (the stage it names, else the one the referral had), so it shows until the referral moves on.
 */
const statusFields = (status: WrittenReferralStatus | null, beside: ReferralStage) =>
  status ? { statusText: status.text, statusStage: status.stage ?? beside } : {};

/**
 * The admin's status update is free text. A text naming a stage moves the referral there: when the
 * student applied to the job, the application moves (with its stage event, no mail), else the
 * referral's own stage. Any other text is kept beside the stage the referral had. The referral and
 * its application are read and written in one transaction, so two updates at once cannot both write
 * a text beside a stage the other changed.
 */
mount(referralsRouter, 'referralStatusUpdate', async (req, res) => {
  const { status } = parseOr400(referralStatusSchema, req.body);
  const ref = await storedReferral(param(req, 'id'));
  // The application it led to is matched on the job and the address, which no move changes.
  const outcome = (await outcomesOf([await ref.get()])).get(ref.id);
  auditIds([ref.id]);
  const actor = actorOf(req);
  await db().runTransaction(async (tx) => {
    const referral = await tx.get(ref);
    const [reads] = await readForMoves(tx, outcome ? [applicationsCollection().doc(outcome.applicationId)] : []);
    if (!referral.exists) throw new HttpError(404, API_MESSAGES.referralNotFound);
    const applied = reads?.application.exists ? reads.application : null;
    const current: ReferralStage = applied ? stageOf(applied.get('stage')) : storedReferralStage(referral.data() ?? {});
    // An application cannot go back to before it was made: 'Referred' on one is text only.
    const moveTo = status.stage === REFERRED && applied ? null : status.stage;
    if (reads && applied && moveTo && moveTo !== REFERRED) writeMove(tx, reads, { stage: moveTo, notify: false, actor }, Timestamp.now());
    const stage = applied ? undefined : (moveTo ?? current);
    tx.update(ref, {
      ...(stage ? { stage } : {}),
      ...statusFields({ text: status.text, stage: moveTo }, current),
      updatedAt: FieldValue.serverTimestamp(),
    });
    auditInto(tx, COLLECTIONS.referrals, [ref.id]);
  });
  res.json((await referralsWithOutcomes([await ref.get()]))[0]);
});

mount(referralsRouter, 'referredStudents', async (req, res) => {
  const snapshot = await indexedQuery('referredStudents', { affiliateJobId: param(req, 'affiliateJobId') }).get();
  res.json(await referralsWithOutcomes(snapshot.docs));
});

/** `:jobId` names the affiliate job by its `_id`, as the admin's table has it. */
mount(referralsRouter, 'referredCountForJob', async (req, res) => {
  res.json({ referredCount: await countWhere(COLLECTIONS.referrals, 'affiliateJobId', param(req, 'jobId')) });
});

/** One write of a referral, in a batch with the request's audit entry. */
async function commitWithAudit(ref: DocumentReference, write: (batch: WriteBatch) => void): Promise<void> {
  const batch = db().batch();
  write(batch);
  auditInto(batch, COLLECTIONS.referrals, [ref.id]);
  await batch.commit();
}

/** A referral by its id, 404 when there is none. */
async function storedReferral(id: string) {
  const ref = isDocId(id) ? referrals().doc(id) : null;
  const referral = ref ? await ref.get() : null;
  if (!ref || !referral?.exists) throw new HttpError(404, API_MESSAGES.referralNotFound);
  return ref;
}

/** One referral's student name and email; its job, affiliate and stage stay. */
mount(referralsRouter, 'referralUpdate', async (req, res) => {
  const { studentName, email } = parseOr400(referralEditSchema, req.body);
  const ref = await storedReferral(param(req, 'id'));
  await commitWithAudit(ref, (batch) =>
    batch.update(ref, { studentName, email, [EMAIL_KEY]: emailKeyOf(email), updatedAt: FieldValue.serverTimestamp() }),
  );
  res.json((await referralsWithOutcomes([await ref.get()]))[0]);
});

/**
 * One referral moves to the trash (domain/src/admin/trash.ts), as the admin's other deletes do: the answer
 * names its trash batch (what an Undo restores) in TRASH_BATCH_HEADER; the affiliate's other
 * referrals stay. A referral owns no notification, file or other record.
 */
mount(referralsRouter, 'referralDeleteOne', async (req, res) => {
  const trashing = { kind: 'referrals' as const, deletedBy: deletedByOf(req), batch: newTrashBatch() };
  // An id naming no referral (or no document at all) moves nothing: 404.
  const moved = await trashWithDependents(COLLECTIONS.referrals, [param(req, 'id')], trashing, async () => new Map());
  if (!moved.length) throw new HttpError(404, API_MESSAGES.referralNotFound);
  res.set(TRASH_BATCH_HEADER, trashing.batch);
  res.json({ message: API_MESSAGES.deleted(1), deleted: 1 });
});
