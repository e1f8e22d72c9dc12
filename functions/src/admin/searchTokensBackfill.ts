import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { REVIEW_FIELD, SEARCH_TOKENS_FIELD, searchTokensOf, stageFields, stageOf, type AdminResourceDefinition } from '@careers/domain';
import { COLLECTIONS, type CollectionName } from '../collections';
import { PAGED_COLLECTIONS } from '../firestore/indexedQueries';
import { backfillCollections, type BackfillOptions } from './collectionBackfill';

export type { BackfillBatch, BackfillOptions } from './collectionBackfill';

/**
 * Fields a paged list filters or sorts on that records stored before them lack, written with the
 * tokens so that the filter and the sort find them: an application stored without a stage reads
 * as `applied`, and its stage's rank sorts it by stage.
 */
const MISSING_DEFAULTS: Partial<Record<CollectionName, (doc: DocumentSnapshot) => Readonly<Record<string, unknown>>>> = {
  [COLLECTIONS.applications]: (doc) => stageFields(stageOf(doc.get('stage'))),
  /** An affiliate job stored before reviews existed counts as approved (reviewStateOf): the queue's filter finds it so. */
  [COLLECTIONS.affiliateJobs]: () => ({ [REVIEW_FIELD]: 'approved' }),
};

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
 * Writes the search tokens of every record of the paged admin lists' collections that lacks them
 * or holds stale ones (and MISSING_DEFAULTS), in batches of MAX_BATCH_WRITES (collectionBackfill.ts:
 * a second run writes nothing, `after` resumes). Answers the writes per collection.
 */
export const backfillSearchTokens = (options: BackfillOptions = {}): Promise<Map<CollectionName, number>> =>
  backfillCollections(
    'backfillSearchTokens',
    PAGED_COLLECTIONS.map(({ collection, definition }) => ({
      collection,
      missingOf: (doc: DocumentSnapshot) => missingOf(doc, definition, MISSING_DEFAULTS[collection]?.(doc) ?? {}),
    })),
    options,
  );
