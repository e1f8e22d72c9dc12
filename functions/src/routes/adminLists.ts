import { Router } from 'express';
import { BULK_MESSAGES, bulkActionSchema, TRASH_BATCH_HEADER } from '@careers/domain';
import { bulkSlice } from '../admin/lists/bulk';
import { sendCsv } from '../admin/lists/exportCsv';
import { wholeListQuery } from '../admin/lists/listQuery';
import { adminListNamed } from '../admin/lists/registry';
import { actorOf } from '../http/auth';
import { deletedByOf } from '../trash/deletedBy';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { pendingAudit } from '../audit/requestAudit';

/** Bulk actions by query and exports of the paged admin lists (domain/src/admin/bulk.ts). */
export const adminListsRouter = Router();

mount(adminListsRouter, 'adminListBulk', async (req, res) => {
  const named = adminListNamed(param(req, 'list'));
  const body = parseOr400(bulkActionSchema(named.name), req.body);
  const { progress, trashBatch } = await bulkSlice(named, body, { actor: actorOf(req), deletedBy: deletedByOf(req) });
  if (trashBatch) res.set(TRASH_BATCH_HEADER, trashBatch);
  res.json(progress);
});

mount(adminListsRouter, 'adminListExport', async (req, res) => {
  const { list } = adminListNamed(param(req, 'list'));
  const matches = await wholeListQuery(list, req.query, BULK_MESSAGES.exportQuery);
  // The export records itself (with its count) before its first row is sent.
  const count = async () => {
    const total = await matches.count();
    await pendingAudit()?.writeAlone(total);
    return total;
  };
  await sendCsv(res, list, { ...matches, count });
});
