import { apiFetch } from '../../../lib/api';
import type { AffiliateJob, FixedJob, JobKind } from '../jobList';

/** The public job calls of spec section 7. All are anonymous (no sign-in on the public site). */

export const fetchFixedJobs = (signal?: AbortSignal) => apiFetch<unknown>('/cards/cards', { anonymous: true, signal });

export const fetchAffiliateJobs = (signal?: AbortSignal) => apiFetch<unknown>('/affiliatejob', { anonymous: true, signal });

export type JobDetails = Partial<FixedJob> | Partial<AffiliateJob>;

/** One job's details: GET /api/cards/cards/{id} for fixed jobs, /api/affiliatejob/job/{id} for affiliate jobs. */
export function fetchJobDetails(kind: JobKind, id: string, signal?: AbortSignal) {
  const path = kind === 'fixed' ? `/cards/cards/${encodeURIComponent(id)}` : `/affiliatejob/job/${encodeURIComponent(id)}`;
  return apiFetch<JobDetails>(path, { anonymous: true, signal });
}

/** Location suggestions for the typed text: an array of location strings. */
export async function fetchLocationSuggestions(query: string, signal?: AbortSignal): Promise<string[]> {
  const data = await apiFetch<unknown>(`/cards/locations?query=${encodeURIComponent(query)}`, { anonymous: true, signal });
  return Array.isArray(data) ? data.filter((item): item is string => typeof item === 'string') : [];
}

/** Where the resume form sends its multipart body. */
export const RESUME_ENDPOINTS = {
  postResume: '/resumes/submit',
  apply: '/job-applications/apply',
} as const;
export type ResumeEndpoint = (typeof RESUME_ENDPOINTS)[keyof typeof RESUME_ENDPOINTS];

/** POST multipart (text fields + the resume file) to one of the resume endpoints. */
export function uploadResume(endpoint: ResumeEndpoint, fields: Record<string, string>, resume: File) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('resume', resume, resume.name);
  return apiFetch<{ message?: string }>(endpoint, { method: 'POST', body, anonymous: true, idempotent: true });
}
