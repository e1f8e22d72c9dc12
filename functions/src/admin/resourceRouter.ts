import { Router, type RequestHandler } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  schemasOf,
  type AdminPaging,
  type AdminResourceDefinition,
  type ComputedFieldKey,
  type EndpointName,
  type TrashKind,
  ENDPOINTS,
  TRASH_BATCH_HEADER,
} from '@careers/domain';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { newTrashBatch } from '../trash/entries';
import { deletedByOf } from '../trash/deletedBy';
import { deleteByIds, type DeleteOptions } from './batchDelete';
import { pagedListHandler } from './pagedList';
import { adminRowOf, type ComputedFields } from './records';
import type { PagedQueryName } from '../firestore/indexedQueries';

/** The maker of the fields a definition marks computed: required when there are any, else absent. */
type ComputedOption<D extends AdminResourceDefinition> = [ComputedFieldKey<D>] extends [never]
  ? { computed?: undefined }
  : { computed: (doc: DocumentSnapshot) => ComputedFields<D>[0] };

export type AdminResource<D extends AdminResourceDefinition & { paging: AdminPaging }> = DeleteOptions &
  ComputedOption<D> & {
    collection: string;
    /** The fields a row carries (domain/src/admin): what the table and its exports show; and how it pages. */
    definition: D;
    list: EndpointName;
    /** Its queries in INDEXED_QUERIES (the definition's paging). */
    page: PagedQueryName;
    /** The delete endpoint (its table entry names the body key holding the ids). */
    remove: EndpointName;
    /** Its name in the trash its deletes move records to. */
    trashKind: TrashKind;
  };

/** A resource's row maker: its definition's stored fields and the fields computed for the row. */
export function rowMakerOf<D extends AdminResourceDefinition & { paging: AdminPaging }>(resource: AdminResource<D>) {
  const row = adminRowOf(resource.definition);
  return (doc: DocumentSnapshot) => row(doc, ...((resource.computed ? [resource.computed(doc)] : []) as ComputedFields<D>));
}

/**
 * The bulk delete of one collection: parses the endpoint's body schema, moves the records of the ids
 * of its body key to the trash as `kind` (with their notifications; their files stay for a restore),
 * answers `{ message, deleted }`, the trash batch (what an Undo restores) in TRASH_BATCH_HEADER.
 */
export function bulkDeleteHandler(collection: string, remove: EndpointName, kind: TrashKind, options: DeleteOptions = {}): RequestHandler {
  const bodyKey = (ENDPOINTS[remove] as { bodyKey?: string }).bodyKey ?? 'ids';
  const schema = schemasOf(remove).body;
  if (!schema) throw new Error(`${remove} has no body schema`);
  return async (req, res) => {
    const body = parseOr400(schema, req.body) as Record<string, string[]>;
    const trashing = { kind, deletedBy: deletedByOf(req), batch: newTrashBatch() };
    const deleted = await deleteByIds(collection, body[bodyKey] ?? [], options, trashing);
    if (deleted) res.set(TRASH_BATCH_HEADER, trashing.batch);
    res.json({ message: API_MESSAGES.deleted(deleted), deleted });
  };
}

/**
 * One admin list resource: GET answers one page given `limit`, else the newest rows, capped
 * (pagedList.ts; lean rows: `_id`, ISO dates, never cached), and the delete path removes the ids
 * of its body key in batches with their stored files, answering `{ message, deleted }`. Access
 * (admin) comes from the endpoint table.
 */
export function adminResourceRouter<D extends AdminResourceDefinition & { paging: AdminPaging }>(resource: AdminResource<D>): Router {
  const router = Router();
  const toRow = rowMakerOf(resource);
  const { page, definition } = resource;
  mount(router, resource.list, pagedListHandler({ page, paging: definition.paging, rowsOf: (docs) => docs.map(toRow) }));
  mount(router, resource.remove, bulkDeleteHandler(resource.collection, resource.remove, resource.trashKind, resource));
  return router;
}
