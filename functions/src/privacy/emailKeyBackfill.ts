import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { emailKeyOf, PERSON_RECORD_KINDS, type PersonRecordKind } from '@careers/domain';
import type { CollectionName } from '../collections';
import { backfillCollections, type BackfillOptions } from '../admin/collectionBackfill';
import { EMAIL_KEY } from '../pipeline/applications';
import { decodeFields } from '../trash/encoding';
import { emailKeyOfRecord } from '../trash/entries';
import { PERSON_SOURCES } from './sources';

/** The key a record should hold: from its email field, or for a trash entry from the deleted record it keeps; null when it names no address. */
function emailKeyOfDoc(kind: PersonRecordKind, doc: DocumentSnapshot): string | null {
  if (kind === 'trash') {
    const data = doc.get('data');
    return typeof data === 'string' ? emailKeyOfRecord(decodeFields(data)) : null;
  }
  const email = doc.get(PERSON_SOURCES[kind].emailField);
  return typeof email === 'string' && email.trim() ? emailKeyOf(email) : null;
}

/** The email key a record lacks or holds stale, or null when it holds the right one (or names no address). */
function missingKeyOf(kind: PersonRecordKind, doc: DocumentSnapshot) {
  const key = emailKeyOfDoc(kind, doc);
  return key === null || doc.get(EMAIL_KEY) === key ? null : { [EMAIL_KEY]: key };
}

/**
 * Writes the email key (the address in lower case, privacy/person.ts finds a person by it) to every
 * record of PERSON_SOURCES stored before it existed, or holding a stale one, in batches of
 * MAX_BATCH_WRITES (collectionBackfill.ts: a second run writes nothing, `after` resumes).
 * Answers the writes per collection.
 */
export const backfillEmailKeys = (options: BackfillOptions = {}): Promise<Map<CollectionName, number>> =>
  backfillCollections(
    'backfillEmailKeys',
    PERSON_RECORD_KINDS.map((kind) => ({
      collection: PERSON_SOURCES[kind].collection,
      missingOf: (doc: DocumentSnapshot) => missingKeyOf(kind, doc),
    })),
    options,
  );
