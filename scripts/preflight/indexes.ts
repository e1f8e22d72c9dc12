import { INDEXED_ARRAY_MAX, TEXT_MAX_LENGTH } from '@careers/domain';
import type { Project } from './project';

/** Firestore's limits (docs/deploying.md): composite indexes per database, and index entries per document. */
export const FIRESTORE_LIMITS = { compositeIndexes: 1000, entriesPerDocument: 40_000, entryBytesPerDocument: 8 * 1024 * 1024 };
/** Our own ceiling per document, half the limit: one more filter on a list must not break a long record's writes. */
export const INDEX_ENTRIES_BUDGET = 20_000;
/**
 * Scalar fields a record may store, each in two single-field indexes (ascending, descending); the
 * largest records (applications, jobs) store under 60.
 */
const SCALAR_FIELDS_ALLOWANCE = 100;
/**
 * The indexed fields whose values are small: times and numbers (8 bytes), booleans (1), and one of
 * a fixed list of short words (a stage, a status: at most 40 characters, plus 1). Any other field
 * counts as a text of TEXT_MAX_LENGTH characters, at most 3 bytes each in UTF-8, plus 1.
 */
const SMALL_FIELD_BYTES: Readonly<Record<string, number>> = {
  ...Object.fromEntries(['createdAt', 'appliedAt', 'at', 'deletedAt', 'stageChangedAt', 'stageRank'].map((field) => [field, 8])),
  ...Object.fromEntries(['read', 'listed'].map((field) => [field, 1])),
  ...Object.fromEntries(['stage', 'type', 'status', 'review', 'kind', 'action', 'closingDate'].map((field) => [field, 41])),
};
// An index entry's size (Firestore's storage-size rules): the document name (collection and an id of
// at most 128 bytes, plus 16), each indexed value, and 32 bytes.
const documentNameBytes = (collection: string) => collection.length + 1 + 128 + 1 + 16;
const valueBytes = (field: string) => INDEXED_ARRAY_MAX[field]?.elementBytes ?? SMALL_FIELD_BYTES[field] ?? 3 * TEXT_MAX_LENGTH + 1;

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
interface IndexFile {
  indexes: { collectionGroup: string; fields: IndexField[] }[];
}

export interface CollectionWorstCase {
  collection: string;
  indexes: number;
  arrayIndexes: number;
  entries: number;
  bytes: number;
}

/**
 * The most index entries one document of each collection can need: each composite index writes
 * one entry, or one per element of the array it reads with array-contains (at most its cap,
 * INDEXED_ARRAY_MAX); the single-field indexes add one per element of each such array and two per
 * scalar field.
 */
export function worstCases(indexFile: IndexFile): CollectionWorstCase[] {
  const byCollection = new Map<string, CollectionWorstCase & { arrays: Set<string> }>();
  for (const index of indexFile.indexes) {
    const collection = index.collectionGroup;
    const worst = byCollection.get(collection) ?? {
      collection,
      indexes: 0,
      arrayIndexes: 0,
      entries: 0,
      bytes: 0,
      arrays: new Set<string>(),
    };
    byCollection.set(collection, worst);
    const array = index.fields.find((field) => field.arrayConfig);
    const elements = array ? (INDEXED_ARRAY_MAX[array.fieldPath]?.elements ?? Number.POSITIVE_INFINITY) : 1;
    if (array) worst.arrays.add(array.fieldPath);
    const entryBytes = documentNameBytes(collection) + index.fields.reduce((sum, field) => sum + valueBytes(field.fieldPath), 0) + 32;
    worst.indexes += 1;
    worst.arrayIndexes += array ? 1 : 0;
    worst.entries += elements;
    worst.bytes += elements * entryBytes;
  }
  return [...byCollection.values()].map(({ arrays, ...worst }) => {
    const arrayEntries = [...arrays].map((field) => INDEXED_ARRAY_MAX[field]?.elements ?? Number.POSITIVE_INFINITY);
    const arrayBytes = [...arrays].map((field) => (INDEXED_ARRAY_MAX[field]?.elementBytes ?? 0) + documentNameBytes(worst.collection) + 32);
    const scalarEntries = 2 * SCALAR_FIELDS_ALLOWANCE;
    return {
      ...worst,
      entries: worst.entries + arrayEntries.reduce((a, b) => a + b, 0) + scalarEntries,
      bytes:
        worst.bytes +
        arrayEntries.reduce((sum, count, i) => sum + count * (arrayBytes[i] ?? 0), 0) +
        scalarEntries * (documentNameBytes(worst.collection) + 3 * TEXT_MAX_LENGTH + 1 + 32),
    };
  });
}

export function indexProblems(project: Project): { problems: string[]; worst: CollectionWorstCase[] } {
  const path = project.firebase.firestore?.indexes ?? 'firestore.indexes.json';
  const indexFile = project.readJson<IndexFile>(path);
  const problems: string[] = [];
  if (indexFile.indexes.length > FIRESTORE_LIMITS.compositeIndexes)
    problems.push(
      `${path} holds ${indexFile.indexes.length} composite indexes, over Firestore's limit of ${FIRESTORE_LIMITS.compositeIndexes} per database`,
    );
  const worst = worstCases(indexFile);
  for (const collection of worst) {
    const what = `${path}: a document of ${collection.collection} can need ${collection.entries.toLocaleString('en')} index entries (${collection.arrayIndexes} of its ${collection.indexes} composite indexes read an array)`;
    if (!Number.isFinite(collection.entries))
      problems.push(
        `${path}: ${collection.collection} has an array-contains index on a field with no cap in INDEXED_ARRAY_MAX (domain/src/indexedArrays.ts)`,
      );
    else if (collection.entries > FIRESTORE_LIMITS.entriesPerDocument)
      problems.push(`${what}, over Firestore's limit of ${FIRESTORE_LIMITS.entriesPerDocument.toLocaleString('en')} per document`);
    else if (collection.entries > INDEX_ENTRIES_BUDGET)
      problems.push(`${what}, over our budget of ${INDEX_ENTRIES_BUDGET.toLocaleString('en')} (half of Firestore's limit)`);
    else if (collection.bytes > FIRESTORE_LIMITS.entryBytesPerDocument)
      problems.push(
        `${path}: a document of ${collection.collection} can need ${(collection.bytes / 1024 / 1024).toFixed(1)} MiB of index entries, over Firestore's limit of 8 MiB per document`,
      );
  }
  return { problems, worst };
}
