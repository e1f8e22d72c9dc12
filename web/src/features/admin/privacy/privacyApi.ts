import { ENDPOINTS, apiPath, type PersonRecords, type PrivacyEraseResult } from '@careers/domain';
import { apiFetch } from '../../../lib/api';

/** Everything held about one email (GET /api/admin/privacy). */
export const findPerson = (email: string) => apiFetch<PersonRecords>(apiPath(ENDPOINTS.privacyFind, {}, { email }));

/** One ZIP of the person's records and files. */
export const exportPerson = (email: string) =>
  apiFetch<Blob>(apiPath(ENDPOINTS.privacyExport), { method: ENDPOINTS.privacyExport.method, body: { email }, responseType: 'blob' });

/** Erases everything held about the email, in one action. */
export const erasePerson = (email: string) =>
  apiFetch<PrivacyEraseResult>(apiPath(ENDPOINTS.privacyErase), { method: ENDPOINTS.privacyErase.method, body: { email } });
