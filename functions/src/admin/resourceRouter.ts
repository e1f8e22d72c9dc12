import { Router } from 'express';
import { API_MESSAGES, schemasOf, type EndpointName, ENDPOINTS } from '@careers/domain';
import { db } from '../firebase';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { deleteByIds, type DeleteOptions } from './batchDelete';
import { leanRow } from './records';

export interface AdminResource extends DeleteOptions {
  collection: string;
  /** The fields a row carries: what the table and its exports show. */
  fields: readonly string[];
  /** Newest first by this field. */
  orderBy: string;
  list: EndpointName;
  /** The delete endpoint (its table entry names the body key holding the ids). */
  remove: EndpointName;
}

/**
 * One admin list resource: GET answers every row (lean, `_id`, ISO dates, never cached) and the
 * delete path removes the ids of its body key in batches with their stored files, answering
 * `{ message, deleted }`. Access (admin) comes from the endpoint table.
 */
export function adminResourceRouter(resource: AdminResource): Router {
  const router = Router();
  mount(router, resource.list, async (_req, res) => {
    const snapshot = await db().collection(resource.collection).orderBy(resource.orderBy, 'desc').get();
    res.set('Cache-Control', 'private, no-store').json(snapshot.docs.map((doc) => leanRow(doc, resource.fields)));
  });
  const bodyKey = (ENDPOINTS[resource.remove] as { bodyKey?: string }).bodyKey ?? 'ids';
  const schema = schemasOf(resource.remove).body;
  if (!schema) throw new Error(`${resource.remove} has no body schema`);
  mount(router, resource.remove, async (req, res) => {
    const body = parseOr400(schema, req.body) as Record<string, string[]>;
    const deleted = await deleteByIds(resource.collection, body[bodyKey] ?? [], resource);
    res.json({ message: API_MESSAGES.deleted(deleted), deleted });
  });
  return router;
}
