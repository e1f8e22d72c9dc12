import { Router, type RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { EndpointName } from '@careers/domain';
import type { z } from 'zod';
import { db } from '../firebase';
import { mount } from '../http/mount';
import { publicWriteLimit } from '../http/rateLimit';
import { parseOr400 } from '../http/validate';

/**
 * A public JSON form post: validated with the form's own schema, stored with createdAt, answered
 * 201 `{ message, _id }`. Used by the contact, college and company routers.
 */
export function formSubmission(schema: z.ZodType<Record<string, unknown>>, collection: string, message: string): RequestHandler[] {
  const store: RequestHandler = async (req, res) => {
    const input = parseOr400(schema, req.body ?? {});
    const ref = await db()
      .collection(collection)
      .add({ ...input, createdAt: FieldValue.serverTimestamp() });
    res.status(201).json({ message, _id: ref.id });
  };
  return [publicWriteLimit(), store];
}

export const formRouter = (endpoint: EndpointName, ...args: Parameters<typeof formSubmission>) => mount(Router(), endpoint, ...formSubmission(...args));
