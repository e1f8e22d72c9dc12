import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { CollectionName } from '../collections';
import { db } from '../firebase';
import { MAX_BATCH_WRITES } from './batchDelete';

/** A commit refused because a document changed or went meanwhile: its page is read and written again. */
const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;
const ATTEMPTS = 5;

/** One collection of a backfill: what one of its records lacks (the fields to write), or null when nothing. */
export interface CollectionBackfill {
  collection: CollectionName;
  missingOf: (doc: DocumentSnapshot) => Record<string, unknown> | null;
}

export interface BackfillBatch {
  collection: CollectionName;
  /** The last document of the batch: `after` resumes from it. */
  lastId: string;
  read: number;
  written: number;
}

export interface BackfillOptions {
  /** Resume after this document (the collections before it are done). */
  after?: { collection: CollectionName; id: string };
  /** Only these collections (default: every one of the backfill). */
  collections?: readonly CollectionName[];
  onBatch?: (batch: BackfillBatch) => void;
}

/**
 * Reads one page of a collection (document id order, after `afterId`) and writes what its records
 * lack in one batch, each write conditional on the record being as read; a record changed
 * meanwhile makes the page run again. Answers the page's size, last id and writes.
 */
async function backfillPage({ collection, missingOf }: CollectionBackfill, afterId: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const ordered = db().collection(collection).orderBy(FieldPath.documentId());
    const page = await (afterId === undefined ? ordered : ordered.startAfter(afterId)).limit(MAX_BATCH_WRITES).get();
    const batch = db().batch();
    let written = 0;
    for (const doc of page.docs) {
      const update = missingOf(doc);
      if (!update) continue;
      batch.update(doc.ref, update, { lastUpdateTime: doc.updateTime! });
      written++;
    }
    try {
      if (written) await batch.commit();
      return { read: page.size, lastId: page.docs.at(-1)?.id, written };
    } catch (err) {
      const code = (err as { code?: number }).code;
      if ((code !== FAILED_PRECONDITION && code !== NOT_FOUND) || attempt === ATTEMPTS) throw err;
    }
  }
}

/**
 * Writes what each record of `steps`' collections lacks, a collection at a time, in batches of
 * MAX_BATCH_WRITES. Idempotent when `missingOf` answers null for a record already right: a second
 * run writes nothing; an interrupted run resumes with `after`, the last batch it reported. Answers
 * the writes per collection. `name` names the backfill in its errors.
 */
export async function backfillCollections(
  name: string,
  steps: readonly CollectionBackfill[],
  { after, collections, onBatch }: BackfillOptions = {},
): Promise<Map<CollectionName, number>> {
  const chosen = steps.filter(({ collection }) => !collections || collections.includes(collection));
  const start = after ? chosen.findIndex(({ collection }) => collection === after.collection) : 0;
  if (start < 0) throw new Error(`${name}: ${after!.collection} is not one of its collections`);
  const written = new Map<CollectionName, number>();
  for (const [i, step] of chosen.slice(start).entries()) {
    let afterId = i === 0 ? after?.id : undefined;
    written.set(step.collection, 0);
    for (;;) {
      const page = await backfillPage(step, afterId);
      if (!page.lastId) break;
      written.set(step.collection, written.get(step.collection)! + page.written);
      onBatch?.({ collection: step.collection, lastId: page.lastId, read: page.read, written: page.written });
      if (page.read < MAX_BATCH_WRITES) break;
      afterId = page.lastId;
    }
  }
  return written;
}
