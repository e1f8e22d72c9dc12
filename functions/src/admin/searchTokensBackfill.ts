import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import { INITIAL_STAGE, REVIEW_FIELD, SEARCH_TOKENS_FIELD, searchTokensOf, type AdminResourceDefinition } from '@careers/domain';
import { COLLECTIONS, type CollectionName } from '../collections';
import { db } from '../firebase';
import { PAGED_COLLECTIONS } from '../firestore/indexedQueries';
import { MAX_BATCH_WRITES } from './batchDelete';

/**
 * Fields a paged list filters on that records stored before them lack, written with the tokens
 * so that the filter finds them: an application stored without a stage reads as `applied`.
 */
const MISSING_DEFAULTS: Partial<Record<CollectionName, Readonly<Record<string, unknown>>>> = {
  [COLLECTIONS.applications]: { stage: INITIAL_STAGE },
  /** An affiliate job stored before reviews existed counts as approved (reviewStateOf): the queue's filter finds it so. */
  [COLLECTIONS.affiliateJobs]: { [REVIEW_FIELD]: 'approved' },
};

/** A commit refused because a document changed or went meanwhile: its page is read and written again. */
const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;
const ATTEMPTS = 5;

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
  /** Only these collections (default: every paged list's). */
  collections?: readonly CollectionName[];
  onBatch?: (batch: BackfillBatch) => void;
}

const sameTokens = (stored: unknown, tokens: readonly string[]) =>
  Array.isArray(stored) && stored.length === tokens.length && stored.every((token, i) => token === tokens[i]);

/** What a record lacks: its tokens when they are missing or stale, and the defaults it has no value for; null when nothing. */
function missingOf(doc: DocumentSnapshot, definition: AdminResourceDefinition, defaults: Readonly<Record<string, unknown>>) {
  const update: Record<string, unknown> = {};
  const tokens = searchTokensOf(definition, doc.data() ?? {});
  if (!sameTokens(doc.get(SEARCH_TOKENS_FIELD), tokens)) update[SEARCH_TOKENS_FIELD] = tokens;
  for (const [field, value] of Object.entries(defaults)) if (doc.get(field) === undefined) update[field] = value;
  return Object.keys(update).length ? update : null;
}

/**
 * Reads one page of a collection (document id order, after `afterId`) and writes what its records
 * lack in one batch, each write conditional on the record being as read; a record changed
 * meanwhile makes the page run again. Answers the page's size, last id and writes.
 */
async function backfillPage(collection: CollectionName, definition: AdminResourceDefinition, afterId: string | undefined) {
  const defaults = MISSING_DEFAULTS[collection] ?? {};
  for (let attempt = 1; ; attempt++) {
    const ordered = db().collection(collection).orderBy(FieldPath.documentId());
    const page = await (afterId === undefined ? ordered : ordered.startAfter(afterId)).limit(MAX_BATCH_WRITES).get();
    const batch = db().batch();
    let written = 0;
    for (const doc of page.docs) {
      const update = missingOf(doc, definition, defaults);
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
 * Writes the search tokens of every record of the paged admin lists' collections that lacks them
 * or holds stale ones (and MISSING_DEFAULTS), in batches of MAX_BATCH_WRITES. Idempotent: a record
 * already right is read and not written, so a second run writes nothing; an interrupted run
 * resumes with `after`, the last batch it reported. Answers the writes per collection.
 */
export async function backfillSearchTokens({ after, collections, onBatch }: BackfillOptions = {}): Promise<Map<CollectionName, number>> {
  const lists = PAGED_COLLECTIONS.filter(({ collection }) => !collections || collections.includes(collection));
  const start = after ? lists.findIndex(({ collection }) => collection === after.collection) : 0;
  if (start < 0) throw new Error(`backfillSearchTokens: ${after!.collection} is not a paged list's collection`);
  const written = new Map<CollectionName, number>();
  for (const [i, { collection, definition }] of lists.slice(start).entries()) {
    let afterId = i === 0 ? after?.id : undefined;
    written.set(collection, 0);
    for (;;) {
      const page = await backfillPage(collection, definition, afterId);
      if (!page.lastId) break;
      written.set(collection, written.get(collection)! + page.written);
      onBatch?.({ collection, lastId: page.lastId, read: page.read, written: page.written });
      if (page.read < MAX_BATCH_WRITES) break;
      afterId = page.lastId;
    }
  }
  return written;
}
