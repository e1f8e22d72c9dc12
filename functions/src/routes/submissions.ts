import { Router, type RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { withSearchTokens, type AdminResourceDefinition, type EndpointName } from '@careers/domain';
import type { z } from 'zod';
import { db } from '../firebase';
import { mount } from '../http/mount';
import { createOnce, sendOutcome } from '../http/idempotency';
import { consentFields, parseWithConsent } from '../privacy/consent';

/**
 * A public JSON form post: validated with the form's own schema and its consent, stored with the consent, createdAt and the search
 * tokens of its admin list exactly once
 * per Idempotency-Key, answered 201 `{ message, _id }`. Used by the contact, college and company
 * routers (content type, size, rate limit and App Check are the app's request guards).
 */
export function formSubmission(
  schema: z.ZodType<Record<string, unknown>>,
  collection: string,
  message: string,
  definition: AdminResourceDefinition,
  /** The field holding the sender's email address. */
  emailField: string,
): RequestHandler[] {
  const store: RequestHandler = async (req, res) => {
    const input = parseWithConsent(schema, req.body ?? {});
    const ref = db().collection(collection).doc();
    sendOutcome(
      res,
      await createOnce(
        req,
        ref,
        {
          ...withSearchTokens(definition, input),
          ...consentFields(String(input[emailField] ?? '')),
          createdAt: FieldValue.serverTimestamp(),
        },
        { status: 201, body: { message, _id: ref.id } },
      ),
    );
  };
  return [store];
}

export const formRouter = (endpoint: EndpointName, ...args: Parameters<typeof formSubmission>) =>
  mount(Router(), endpoint, ...formSubmission(...args));
