import type { CollegeInput, CompanyInput } from '@careers/domain';
import { apiFetch } from '../../../lib/api';

export interface SubmissionAnswer {
  message?: string;
  _id?: string;
}

/** POST /api/company/submit-company-form (JSON). */
export const submitCompany = (body: CompanyInput) =>
  apiFetch<SubmissionAnswer>('/company/submit-company-form', { method: 'POST', body, anonymous: true, idempotent: true });

/** POST /api/college/submit-college-form (JSON). */
export const submitCollege = (body: CollegeInput) =>
  apiFetch<SubmissionAnswer>('/college/submit-college-form', { method: 'POST', body, anonymous: true, idempotent: true });
