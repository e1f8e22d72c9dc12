import { Router, type Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ROLES,
  interviewCancelSchema,
  interviewListQuerySchema,
  interviewScheduleSchema,
  scorecardSchema,
  type InterviewerOption,
} from '@careers/domain';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { findApplication } from '../pipeline/applications';
import { afterCursor, cappedDocs, cursorOf } from '../admin/pagedList';
import { indexedPageQuery } from '../firestore/indexedQueries';
import { findInterview, interviewFromDoc, interviewsOfApplication, staffInterviewers } from '../interviews/records';
import { cancelInterview, scheduleInterview, updateInterview, writeScorecard, type Actor } from '../interviews/writes';

/** Interviews for the staff: schedule, change, cancel, list, scorecards (the applicant's side is in applicationStatus.ts). */
export const interviewsRouter = Router();

const actorOfReq = (req: Request): Actor => ({ uid: req.caller?.uid ?? '', email: req.caller?.email || req.caller?.uid || 'unknown' });

/**
 * A repeat with the same Idempotency-Key gets the first answer and schedules nothing (mount claims
 * the key first); a duplicate without a key finds the first interview in its interviewers' slot (409).
 */
mount(interviewsRouter, 'interviewSchedule', async (req, res) => {
  const input = parseOr400(interviewScheduleSchema, req.body);
  const application = await findApplication(param(req, 'id'));
  const id = await scheduleInterview(application.id, input, actorOfReq(req));
  res.status(201).json(interviewFromDoc(await findInterview(id)));
});

mount(interviewsRouter, 'applicationInterviews', async (req, res) => {
  const application = await findApplication(param(req, 'id'));
  res.json(await interviewsOfApplication(application.id));
});

/**
 * Soonest first, a range on the start, one interviewer (array-contains) and one status when given:
 * given `limit` one page, else every match as a plain array, capped as the other admin lists are.
 */
mount(interviewsRouter, 'interviewList', async (req, res) => {
  const query = parseOr400(interviewListQuerySchema, req.query);
  const matching = indexedPageQuery(
    'interviewPage',
    { status: query.status },
    {
      sort: 'startsAt',
      contains: query.interviewerId,
      from: query.from && Timestamp.fromDate(query.from),
      to: query.to && Timestamp.fromDate(query.to),
    },
  );
  const { limit } = query;
  if (limit === undefined) {
    res.json((await cappedDocs(matching, res)).map(interviewFromDoc));
    return;
  }
  const after = query.cursor ? afterCursor(query.cursor) : undefined;
  const [count, read] = await Promise.all([
    matching.count().get(),
    (after ? matching.startAfter(...after) : matching).limit(limit + 1).get(),
  ]);
  const docs = read.docs.slice(0, limit);
  res.json({
    rows: docs.map(interviewFromDoc),
    total: count.data().count,
    nextCursor: read.size > limit ? cursorOf(docs.at(-1)!, 'startsAt') : null,
  });
});

mount(interviewsRouter, 'interviewerOptions', async (_req, res) => {
  const options: InterviewerOption[] = (await staffInterviewers()).map(({ uid, name }) => ({ _id: uid, name }));
  res.json(options.sort((a, b) => a.name.localeCompare(b.name)));
});

mount(interviewsRouter, 'interviewUpdate', async (req, res) => {
  const input = parseOr400(interviewScheduleSchema, req.body);
  const id = param(req, 'id');
  await findInterview(id);
  await updateInterview(id, input, actorOfReq(req));
  res.json(interviewFromDoc(await findInterview(id)));
});

mount(interviewsRouter, 'interviewCancel', async (req, res) => {
  const { reason, notify } = parseOr400(interviewCancelSchema, req.body);
  const id = param(req, 'id');
  await findInterview(id);
  await cancelInterview(id, reason, notify, actorOfReq(req));
  res.json(interviewFromDoc(await findInterview(id)));
});

mount(interviewsRouter, 'interviewFeedback', async (req, res) => {
  const card = parseOr400(scorecardSchema, req.body);
  const id = param(req, 'id');
  await findInterview(id);
  await writeScorecard(id, card, { ...actorOfReq(req), isAdmin: req.caller?.role === ROLES.admin });
  res.json(interviewFromDoc(await findInterview(id)));
});
