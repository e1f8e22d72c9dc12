import { Router, type RequestHandler } from 'express';
import { PIPELINE_MESSAGES, STAGE_WORDS, STATUS_TOKEN_PATTERN, stageOf, type ApplicationStatus } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { rateLimitFor } from '../http/rateLimit';
import { isoOf } from '../jobs/records';
import { hashStatusToken, STATUS_TOKEN_HASHES } from '../pipeline/statusLink';

/** Never stored by a browser or the CDN, never indexed: set first, so a 404 or a 429 carries it too. */
const privateAnswer: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Robots-Tag', 'noindex');
  next();
};

/** The applicant's status page data, by the private token of a mailed link. */
export const applicationStatusRouter = Router();

/**
 * Every unknown, malformed or stale token gets the same 404 body, and the answer names only the
 * applicant's own reference, job, stage word and date: nothing about any other application.
 */
mount(applicationStatusRouter, 'applicationStatus', privateAnswer, rateLimitFor('applicationStatus'), async (req, res) => {
  const token = param(req, 'token');
  const found = STATUS_TOKEN_PATTERN.test(token)
    ? await db().collection(COLLECTIONS.applications).where(STATUS_TOKEN_HASHES, 'array-contains', hashStatusToken(token)).limit(1).get()
    : null;
  const application = found?.docs[0];
  if (!application) throw new HttpError(404, PIPELINE_MESSAGES.statusNotFound);
  const status: ApplicationStatus = {
    reference: String(application.get('reference') ?? ''),
    jobTitle: String(application.get('jobTitle') ?? ''),
    stage: STAGE_WORDS[stageOf(application.get('stage'))],
    updatedAt: isoOf(application.get('stageChangedAt')) ?? isoOf(application.get('appliedAt')),
  };
  res.json(status);
});
