import { ENDPOINTS, apiPath } from '@careers/domain';
import { apiFetch } from '../../../lib/api';

/** The two multipart calls that carry a resume: post a resume, apply to a job. */
export type ResumeEndpoint = 'resumeSubmit' | 'jobApply';

/** What the resume calls answer; an application also carries its id and its reference (APP-XXXXXX). */
export interface ResumeAnswer {
  message?: string;
  _id?: string;
  reference?: string;
}

/** POST multipart (text fields + the resume file) to one of the resume endpoints (anonymous). */
export function uploadResume(endpoint: ResumeEndpoint, fields: Record<string, string>, resume: File) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('resume', resume, resume.name);
  return apiFetch<ResumeAnswer | undefined>(apiPath(ENDPOINTS[endpoint]), {
    method: ENDPOINTS[endpoint].method,
    body,
    anonymous: true,
    idempotent: true,
  });
}
