import { Router } from 'express';
import { API_MESSAGES, idsSchema, TRASH_MESSAGES, trashRestoreSchema, type RestoreAnswer } from '@careers/domain';
import { pagedListHandler } from '../admin/pagedList';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { TRASH_LIST } from '../trash/list';
import { purgeEntriesByIds } from '../trash/purge';
import { restoreTrash } from '../trash/restore';

/** The trash of the admin deletes (domain/src/admin/trash.ts): its list, restore, and delete for good. */
export const trashRouter = Router();

mount(trashRouter, 'trashList', pagedListHandler(TRASH_LIST));

mount(trashRouter, 'trashRestore', async (req, res) => {
  const { restored, skipped } = await restoreTrash(parseOr400(trashRestoreSchema, req.body));
  const message = skipped ? TRASH_MESSAGES.restoredSkipped(restored, skipped) : TRASH_MESSAGES.restored(restored);
  res.json({ message, restored, skipped } satisfies RestoreAnswer);
});

mount(trashRouter, 'trashDelete', async (req, res) => {
  const deleted = await purgeEntriesByIds(parseOr400(idsSchema, req.body).ids);
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
