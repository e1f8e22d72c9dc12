import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { MAX_BATCH_WRITES } from '../admin/batchDelete';

/**
 * Every document a single-field range query matches, read a page at a time: a range orders by its
 * field, so a page starts after the last one's document, and needs no composite index. What the
 * retention runs walk; they check the rest of a record on what was read.
 */
export async function everyMatch(query: Query): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  for (let page = query.limit(MAX_BATCH_WRITES); ;) {
    const { docs } = await page.get();
    found.push(...docs);
    if (docs.length < MAX_BATCH_WRITES) return found;
    page = query.limit(MAX_BATCH_WRITES).startAfter(docs[docs.length - 1]!);
  }
}
