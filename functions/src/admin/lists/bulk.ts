import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  BULK_BATCH_MAX,
  BULK_CALL_MAX_ROWS,
  BULK_MESSAGES,
  TRASH_KINDS,
  type AdminBulkList,
  type BulkActionBody,
  type BulkProgress,
} from '@careers/domain';
import { HttpError } from '../../http/errors';
import { afterCursor, cursorOf, placeOf, type ListPlace } from '../pagedList';
import { wholeListQuery } from './listQuery';
import type { AnyAdminList, BulkCall } from './registry';
import { newTrashBatch } from '../../trash/entries';

/** Where a previous call stopped: bulk calls walk in the list's default order, by its date, so a cursor names a time. */
function resumeAfter(cursor: string): ListPlace {
  const place = afterCursor(cursor, BULK_MESSAGES.cursor);
  if (!(place[0] instanceof Timestamp)) throw new HttpError(400, BULK_MESSAGES.cursor);
  return place;
}

/**
 * One slice of a bulk action: walks the rows the list query matches, in its order from `cursor`,
 * at most BULK_CALL_MAX_ROWS of them, and acts on each read of at most BULK_BATCH_MAX rows. The
 * walk goes by position (the last row's date and id), so rows deleted or moved out of the query
 * behind it change nothing ahead, and a repeated call acts on nothing twice that its action has
 * not made idempotent. nextCursor is null once no row is left (one read looks past a full slice).
 */
export async function bulkSlice(
  { name, list }: { name: AdminBulkList; list: AnyAdminList },
  body: BulkActionBody,
  who: { actor: string; deletedBy: string },
): Promise<{ progress: BulkProgress; trashBatch: string | null }> {
  const trash = { deletedBy: who.deletedBy, batch: newTrashBatch() };
  const progress = await walkSlice(list, body, { stage: body.stage, notify: body.notify, actor: who.actor, trash });
  // A delete that moved rows to the trash names its batch, for an Undo.
  const trashed = body.action === 'delete' && (TRASH_KINDS as readonly string[]).includes(name) && progress.processed > 0;
  return { progress, trashBatch: trashed ? trash.batch : null };
}

async function walkSlice(list: AnyAdminList, body: BulkActionBody, call: BulkCall): Promise<BulkProgress> {
  const act = list.actions[body.action];
  if (!act) throw new HttpError(400, BULK_MESSAGES.action(Object.keys(list.actions)));
  const matches = await wholeListQuery(list, body.query, BULK_MESSAGES.query);
  let after = body.cursor ? resumeAfter(body.cursor) : undefined;
  let processed = 0;
  let last: DocumentSnapshot | undefined;
  while (processed < BULK_CALL_MAX_ROWS) {
    const size = Math.min(BULK_BATCH_MAX, BULK_CALL_MAX_ROWS - processed);
    const docs = await matches.read(size, after);
    if (docs.length) await act(docs, call);
    processed += docs.length;
    if (docs.length < size) return { processed, nextCursor: null };
    last = docs.at(-1)!;
    after = placeOf(last, matches.field);
  }
  const more = await matches.read(1, after);
  return { processed, nextCursor: more.length ? cursorOf(last!, matches.field) : null };
}
