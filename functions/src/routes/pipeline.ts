import { Router } from 'express';
import { actorOf } from '../http/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ALL_JOB_APPLICATIONS,
  PIPELINE_MESSAGES,
  REFERENCE_PREFIX,
  bulkStageMoveSchema,
  mailPreviewQuerySchema,
  noteSchema,
  stageCountsQuerySchema,
  stageMoveSchema,
} from '@careers/domain';
import { createOnce, sendOutcome, transactOnce } from '../http/idempotency';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { HttpError } from '../http/errors';
import { applicantOf, applicationDetail, findApplication } from '../pipeline/applications';
import { previewStageMail } from '../pipeline/applicantMail';
import { eventFromStored, listEvents, newEvent } from '../pipeline/events';
import { moveApplications, writeMove } from '../pipeline/moves';
import { readForMoves } from '../commissions/onMove';
import { stageCountsOf } from '../pipeline/stageCounts';
import { pipelineStats } from '../pipeline/stats';
import { auditIds } from '../audit/requestAudit';

/** The recruiting pipeline, for admins: an application's detail, stage moves, history, notes, mail previews, counts per stage. */
export const pipelineRouter = Router();

mount(pipelineRouter, 'applicationDetail', async (req, res) => {
  res.json(applicationDetail(await findApplication(param(req, 'id'))));
});

mount(pipelineRouter, 'applicationStageCounts', async (req, res) => {
  const { jobId } = parseOr400(stageCountsQuerySchema, req.query);
  res.json(await stageCountsOf(jobId === ALL_JOB_APPLICATIONS ? undefined : jobId));
});

/** Answers the application as it is after the move (a move to its current stage changes and records nothing). */
mount(pipelineRouter, 'applicationStageMove', async (req, res) => {
  const move = { ...parseOr400(stageMoveSchema, req.body), actor: actorOf(req) };
  const { ref } = await findApplication(param(req, 'id'));
  await transactOnce(req, async (tx) => {
    const [reads] = await readForMoves(tx, [ref]);
    if (!reads?.application.exists) throw new HttpError(404, PIPELINE_MESSAGES.applicationNotFound);
    const moved = writeMove(tx, reads, move, Timestamp.now());
    return { status: 200, body: { moved } };
  });
  res.json(applicationDetail(await ref.get()));
});

mount(pipelineRouter, 'applicationStageBulkMove', async (req, res) => {
  const { ids, ...move } = parseOr400(bulkStageMoveSchema, req.body);
  const moved = await moveApplications(ids, { ...move, actor: actorOf(req) });
  res.json({ message: PIPELINE_MESSAGES.moved(moved), moved });
});

mount(pipelineRouter, 'applicationEvents', async (req, res) => {
  const application = await findApplication(param(req, 'id'));
  res.json(await listEvents(application.ref));
});

/** Answers 201 with the event; with an Idempotency-Key a repeat stores nothing and gets the same event. */
mount(pipelineRouter, 'applicationNoteAdd', async (req, res) => {
  const { text } = parseOr400(noteSchema, req.body);
  const application = await findApplication(param(req, 'id'));
  const { ref, data } = newEvent(application.ref, { type: 'note', text, actor: actorOf(req), at: Timestamp.now() });
  // The entry names the application (its detail view lists it), then the note's event.
  auditIds([application.id]);
  sendOutcome(res, await createOnce(req, ref, data, { status: 201, body: { ...eventFromStored(ref.id, data) } }));
});

mount(pipelineRouter, 'applicationMailPreview', async (req, res) => {
  const { stage } = parseOr400(mailPreviewQuerySchema, req.query);
  const application = await findApplication(param(req, 'id'));
  // One stored before references existed gets its reference with its first mail.
  const reference = (application.get('reference') as string | undefined) || `${REFERENCE_PREFIX}…`;
  const applicant = applicantOf(application, reference);
  res.json({ to: applicant.email, ...previewStageMail(stage, applicant) });
});

/** The dashboard's funnel, weeks and median days to hire (count() aggregations and one bounded read). */
mount(pipelineRouter, 'applicationPipelineStats', async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json(await pipelineStats());
});
