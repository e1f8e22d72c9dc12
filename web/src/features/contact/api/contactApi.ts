import type { ContactInput } from '@careers/domain';
import { apiFetch } from '../../../lib/api';

/** POST /api/contact/contact (JSON); the answer's `message` is shown under 'Message sent.'. */
export const sendContactMessage = (body: ContactInput) =>
  apiFetch<{ message?: string } | undefined>('/contact/contact', { method: 'POST', body, anonymous: true, idempotent: true });
