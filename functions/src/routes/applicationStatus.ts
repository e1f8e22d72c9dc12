import { Router, type RequestHandler } from 'express';
import {
  INTERVIEW_MESSAGES,
  PIPELINE_MESSAGES,
  STAGE_WORDS,
  STATUS_TOKEN_PATTERN,
  applicantResponseSchema,
  stageOf,
  type ApplicationStatus,
} from '@careers/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { rateLimitFor } from '../http/rateLimit';
import { parseOr400 } from '../http/validate';
import { isoOf } from '../jobs/records';
import { hashStatusToken, STATUS_TOKEN_HASHES } from '../pipeline/statusLink';
import { recordApplicantResponse } from '../interviews/applicantResponse';
import { applicantInterviewOf, nextInterviewOf } from '../interviews/records';

/** Never stored by a browser or the CDN, never indexed: set first, so a 404 or a 429 carries it too. */
const privateAnswer: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Robots-Tag', 'noindex');
  next();
};

/** The applicant's status page data, by the private token of a mailed link. */
export const applicationStatusRouter = Router();

/** The application of a status token; every unknown, malformed or stale token gets the same 404. */
async function applicationOfToken(token: string): Promise<DocumentSnapshot> {
  const found = STATUS_TOKEN_PATTERN.test(token)
    ? await db().collection(COLLECTIONS.applications).where(STATUS_TOKEN_HASHES, 'array-contains', hashStatusToken(token)).limit(1).get()
    : null;
  const application = found?.docs[0];
  if (!application) throw new HttpError(404, PIPELINE_MESSAGES.statusNotFound);
  return application;
}

/**
 * The answer names only the applicant's own reference, job, stage word, date and next interview
 * (its interviewers by name only): nothing about any other application.
 */
mount(applicationStatusRouter, 'applicationStatus', privateAnswer, rateLimitFor('applicationStatus'), async (req, res) => {
  const application = await applicationOfToken(param(req, 'token'));
  const interview = await nextInterviewOf(application.id, new Date());
  const status: ApplicationStatus = {
    reference: String(application.get('reference') ?? ''),
    jobTitle: String(application.get('jobTitle') ?? ''),
    stage: STAGE_WORDS[stageOf(application.get('stage'))],
    updatedAt: isoOf(application.get('stageChangedAt')) ?? isoOf(application.get('appliedAt')),
    interview: interview ? applicantInterviewOf(interview) : null,
  };
  res.json(status);
});

/** The applicant accepts, declines or asks for another time; the staff see it on the bell and in the history. */
mount(applicationStatusRouter, 'applicationStatusInterviewResponse', privateAnswer, async (req, res) => {
  const { response, note } = parseOr400(applicantResponseSchema, req.body);
  const application = await applicationOfToken(param(req, 'token'));
  await recordApplicantResponse(application, response, note);
  const interview = await nextInterviewOf(application.id, new Date());
  res.json({ message: INTERVIEW_MESSAGES.responded, interview: interview ? applicantInterviewOf(interview) : null });
});
