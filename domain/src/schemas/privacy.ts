import { z } from 'zod';
import { CONSENT_FIELD, PRIVACY_MESSAGES, PRIVACY_PAGE_PATH } from '../privacy';
import { emailField } from './fields';

// Apart from privacy.ts: the public pages import its constants, and a schema built at load would
// bring zod's eval probe (a CSP violation) onto every page.

/**
 * The consent field of a public form's body as the OpenAPI document describes it: the boolean `true`
 * in JSON, the text `true` in a multipart form (the API checks it with hasConsent).
 */
export const consentFieldSchema = (multipart: boolean) =>
  z.object({
    [CONSENT_FIELD]: (multipart ? z.literal('true') : z.literal(true)).meta({
      description: `Consent to the privacy notice (${PRIVACY_PAGE_PATH}); without it the answer is 400: ${PRIVACY_MESSAGES.consentRequired}`,
    }),
  });

/** GET /api/admin/privacy?email= and the body of export and erase. */
export const privacyEmailSchema = z.object({
  email: emailField({ required: PRIVACY_MESSAGES.emailRequired, invalid: PRIVACY_MESSAGES.emailInvalid }),
});
