import { ENDPOINTS, apiPath, type CollegeInput, type CompanyInput, type Consented } from '@careers/domain';
import { apiFetch } from '../../../lib/api';

export interface SubmissionAnswer {
  message?: string;
  _id?: string;
}

/** The company enrollment form (JSON). */
export const submitCompany = (body: Consented<CompanyInput>) =>
  apiFetch<SubmissionAnswer>(apiPath(ENDPOINTS.companySubmit), {
    method: ENDPOINTS.companySubmit.method,
    body,
    anonymous: true,
    idempotent: true,
  });

/** The college enrollment form (JSON). */
export const submitCollege = (body: Consented<CollegeInput>) =>
  apiFetch<SubmissionAnswer>(apiPath(ENDPOINTS.collegeSubmit), {
    method: ENDPOINTS.collegeSubmit.method,
    body,
    anonymous: true,
    idempotent: true,
  });
