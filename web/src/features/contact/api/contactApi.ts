import { ENDPOINTS, apiPath, type Consented, type ContactInput } from '@careers/domain';
import { apiFetch } from '../../../lib/api';

/** Send a contact message (JSON); the answer's `message` is shown under 'Message sent.'. */
export const sendContactMessage = (body: Consented<ContactInput>) =>
  apiFetch<{ message?: string } | undefined>(apiPath(ENDPOINTS.contactSubmit), {
    method: ENDPOINTS.contactSubmit.method,
    body,
    anonymous: true,
    idempotent: true,
  });
