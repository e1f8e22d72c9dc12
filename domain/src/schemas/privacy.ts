import { z } from 'zod';
import { CONSENT_FIELD, PRIVACY_MESSAGES } from '../privacy';
import { emailField } from './fields';

// Apart from privacy.ts: the public pages import its constants, and a schema built at load would
// bring zod's eval probe (a CSP violation) onto every page.

/** The request field as the OpenAPI document describes it. */
export const consentSchema = z.object({
  [CONSENT_FIELD]: z.union([z.literal(true), z.literal('true')], { error: PRIVACY_MESSAGES.consentRequired }),
});

/** GET /api/admin/privacy?email= and the body of export and erase. */
export const privacyEmailSchema = z.object({
  email: emailField({ required: PRIVACY_MESSAGES.emailRequired, invalid: PRIVACY_MESSAGES.emailInvalid }),
});
