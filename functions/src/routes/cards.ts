import { Router } from 'express';
import { API_MESSAGES, LOCATION_SUGGEST_LIMIT, LOCATION_SUGGEST_MIN_CHARS, publicJobsQuerySchema } from '@careers/domain';
import { sendPublic } from '../http/cache';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { readLocationCounts } from '../jobs/locationCounts';
import { suggestLocations } from '../jobs/locations';
import { openingsAnswer, sourceListAnswer } from '../jobs/publicPages';
import { findJob } from '../jobs/store';

/**
 * Fixed jobs: the public list (card fields; pages given `limit`), one job's details, the merged
 * list the openings page shows (fixed then affiliate jobs, in pages), and location suggestions over
 * all jobs.
 */
export const cardsRouter = Router();

mount(cardsRouter, 'jobsList', async (req, res) => {
  await sourceListAnswer('fixed', parseOr400(publicJobsQuerySchema, req.query), res);
});

mount(cardsRouter, 'jobOpenings', async (req, res) => {
  await openingsAnswer(parseOr400(publicJobsQuerySchema, req.query), res);
});

mount(cardsRouter, 'jobDetails', async (req, res) => {
  const job = await findJob(param(req, 'id'));
  // A draft is not public (a closed job is: its page and old links keep working).
  if (!job || job.status === 'draft') throw new HttpError(404, API_MESSAGES.jobNotFound);
  sendPublic(res, job);
});

/** One document read per query (jobs/locationCounts), whatever the number of jobs. */
mount(cardsRouter, 'jobLocations', async (req, res) => {
  const query = typeof req.query.query === 'string' ? req.query.query.trim() : '';
  if (query.length < LOCATION_SUGGEST_MIN_CHARS) {
    throw new HttpError(400, API_MESSAGES.locationQueryRequired, { query: API_MESSAGES.locationQueryRequired });
  }
  sendPublic(res, suggestLocations(await readLocationCounts(), query, LOCATION_SUGGEST_LIMIT));
});
