import { Router } from 'express';
import { BULK_MESSAGES, bulkActionSchema } from '@careers/domain';
import { bulkSlice } from '../admin/lists/bulk';
import { sendCsv } from '../admin/lists/exportCsv';
import { wholeListQuery } from '../admin/lists/listQuery';
import { adminListNamed } from '../admin/lists/registry';
import { actorOf } from '../http/auth';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';

/** Bulk actions by query and exports of the paged admin lists (issue 27; domain/src/admin/bulk.ts). */
export const adminListsRouter = Router();

mount(adminListsRouter, 'adminListBulk', async (req, res) => {
  const { name, list } = adminListNamed(param(req, 'list'));
  const body = parseOr400(bulkActionSchema(name), req.body);
  res.json(await bulkSlice(list, body, actorOf(req)));
});

mount(adminListsRouter, 'adminListExport', async (req, res) => {
  const { list } = adminListNamed(param(req, 'list'));
  await sendCsv(res, list, await wholeListQuery(list, req.query, BULK_MESSAGES.exportQuery));
});
