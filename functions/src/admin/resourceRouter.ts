import { Router, type RequestHandler } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
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
  /** Maps a document to its row when the stored shape differs from the row (defaults to leanRow of `fields`). */
  row?: (doc: DocumentSnapshot) => Record<string, unknown>;
  /** Newest first by this field. */
  orderBy: string;
  list: EndpointName;
  /** The delete endpoint (its table entry names the body key holding the ids). */
  remove: EndpointName;
}

/**
 * The bulk delete of one collection: parses the endpoint's body schema, removes the ids of its body
 * key in batches with their stored files, answers `{ message, deleted }`.
 */
export function bulkDeleteHandler(collection: string, remove: EndpointName, options: DeleteOptions = {}): RequestHandler {
  const bodyKey = (ENDPOINTS[remove] as { bodyKey?: string }).bodyKey ?? 'ids';
  const schema = schemasOf(remove).body;
  if (!schema) throw new Error(`${remove} has no body schema`);
  return async (req, res) => {
    const body = parseOr400(schema, req.body) as Record<string, string[]>;
    const deleted = await deleteByIds(collection, body[bodyKey] ?? [], options);
    res.json({ message: API_MESSAGES.deleted(deleted), deleted });
  };
}

/**
 * One admin list resource: GET answers every row (lean, `_id`, ISO dates, never cached) and the
 * delete path removes the ids of its body key in batches with their stored files, answering
 * `{ message, deleted }`. Access (admin) comes from the endpoint table.
 */
export function adminResourceRouter(resource: AdminResource): Router {
  const router = Router();
  const toRow = resource.row ?? ((doc: DocumentSnapshot) => leanRow(doc, resource.fields));
  mount(router, resource.list, async (_req, res) => {
    const snapshot = await db().collection(resource.collection).orderBy(resource.orderBy, 'desc').get();
    res.json(snapshot.docs.map(toRow));
  });
  mount(router, resource.remove, bulkDeleteHandler(resource.collection, resource.remove, resource));
  return router;
}
