import { Router } from 'express';
import { API_MESSAGES, LOCATION_SUGGEST_LIMIT, LOCATION_SUGGEST_MIN_CHARS } from '@careers/domain';
import { sendPublic } from '../http/cache';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { suggestLocations } from '../jobs/locations';
import { allJobLocations, findJob, listJobCards } from '../jobs/store';

/** Fixed jobs: the public list (card fields), one job's details, and location suggestions over all jobs. */
export const cardsRouter = Router();

mount(cardsRouter, 'jobsList', async (_req, res) => {
  sendPublic(res, await listJobCards());
});

mount(cardsRouter, 'jobDetails', async (req, res) => {
  const job = await findJob(param(req, 'id'));
  if (!job) throw new HttpError(404, API_MESSAGES.jobNotFound);
  sendPublic(res, job);
});

mount(cardsRouter, 'jobLocations', async (req, res) => {
  const query = typeof req.query.query === 'string' ? req.query.query.trim() : '';
  if (query.length < LOCATION_SUGGEST_MIN_CHARS) {
    throw new HttpError(400, API_MESSAGES.locationQueryRequired, { query: API_MESSAGES.locationQueryRequired });
  }
  sendPublic(res, suggestLocations(await allJobLocations(), query, LOCATION_SUGGEST_LIMIT));
});
