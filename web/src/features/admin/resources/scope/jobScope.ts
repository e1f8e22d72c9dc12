import { ADMIN_LIST_MESSAGES, ENDPOINTS, apiPath, type AdminPage } from '@careers/domain';
import { apiFetch } from '../../../../lib/api';
import type { ListScope, ScopeOption } from '../types';

type JobLike = { jobId?: unknown; title?: unknown; jobTitle?: unknown };
const PICKER_SIZE = 10;

const jobPage = (q: string, signal: AbortSignal) =>
  apiFetch<AdminPage<JobLike>>(apiPath(ENDPOINTS.jobAdminList, {}, { limit: String(PICKER_SIZE), ...(q ? { q } : {}) }), { signal });

const optionOf = (job: JobLike): ScopeOption => ({ value: String(job.jobId ?? ''), label: String(job.title ?? job.jobId ?? '') });

/**
 * The applications' job (`?jobId=`): job posts found by title or id for the picker; a job id named
 * by its post, or else (an affiliate job's id) by the job title its applications carry.
 */
export const jobScope: ListScope = {
  param: 'jobId',
  label: ADMIN_LIST_MESSAGES.jobPicker,
  allLabel: ADMIN_LIST_MESSAGES.allJobs,
  // Titles repeat across posts: the picker tells them apart by id.
  search: async (text, signal) =>
    (await jobPage(text, signal)).rows
      .filter((job) => job.jobId)
      .map((job) => ({ value: String(job.jobId), label: `${String(job.title ?? '')} (${String(job.jobId)})` })),
  find: async (jobId, signal) => {
    const post = (await jobPage(jobId, signal)).rows.find((job) => job.jobId === jobId);
    if (post) return optionOf(post);
    const applied = await apiFetch<AdminPage<JobLike>>(apiPath(ENDPOINTS.applicationList, { jobId }, { limit: '1' }), { signal });
    const [first] = applied.rows;
    return first ? { value: jobId, label: String(first.jobTitle ?? jobId) } : null;
  },
  heading: (job) => ADMIN_LIST_MESSAGES.applicationsFor(job.label),
  unknown: (jobId) => ADMIN_LIST_MESSAGES.noJobWithId(jobId),
};
