import { Router, type RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { withSearchTokens, type AdminResourceDefinition, type EndpointName } from '@careers/domain';
import type { z } from 'zod';
import { db } from '../firebase';
import { mount } from '../http/mount';
import { createOnce, sendOutcome } from '../http/idempotency';
import { parseOr400 } from '../http/validate';

/**
 * A public JSON form post: validated with the form's own schema, stored with createdAt and the search
 * tokens of its admin list exactly once
 * per Idempotency-Key, answered 201 `{ message, _id }`. Used by the contact, college and company
 * routers (content type, size, rate limit and App Check are the app's request guards).
 */
export function formSubmission(
  schema: z.ZodType<Record<string, unknown>>,
  collection: string,
  message: string,
  definition: AdminResourceDefinition,
): RequestHandler[] {
  const store: RequestHandler = async (req, res) => {
    const input = parseOr400(schema, req.body ?? {});
    const ref = db().collection(collection).doc();
    sendOutcome(
      res,
      await createOnce(
        req,
        ref,
        { ...withSearchTokens(definition, input), createdAt: FieldValue.serverTimestamp() },
        { status: 201, body: { message, _id: ref.id } },
      ),
    );
  };
  return [store];
}

export const formRouter = (endpoint: EndpointName, ...args: Parameters<typeof formSubmission>) =>
  mount(Router(), endpoint, ...formSubmission(...args));
