import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compositeIndexesOf, INDEXED_QUERIES, type CompositeIndex } from './indexedQueries';

const declared = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {
  indexes: (CompositeIndex & { queryScope: string })[];
};
const key = (index: CompositeIndex) =>
  `${index.collectionGroup}: ${index.fields.map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`).join(', ')}`;

const needed = Object.entries(INDEXED_QUERIES).flatMap(([name, shape]) =>
  compositeIndexesOf(shape).map((index) => ({ name, index: key(index) })),
);
const declaredKeys = declared.indexes.map((index) =>
  index.queryScope === 'COLLECTION' ? key(index) : `${key(index)} (${index.queryScope})`,
);

describe('firestore.indexes.json against the queries of the functions', () => {
  it.each(needed.map(({ name, index }) => [name, index]))('declares the index %s needs: %s', (_, index) => {
    expect(declaredKeys).toContain(index);
  });

  it.each(declaredKeys.map((index) => [index]))('declares %s for a query that uses it', (index) => {
    expect(needed.map((query) => query.index)).toContain(index);
  });
});

describe('compositeIndexesOf', () => {
  it('needs one index per combination of optional filters that comes with an order on another field', () => {
    const indexes = compositeIndexesOf({
      collection: 'notifications',
      equal: { type: 'optional', read: 'optional' },
      orderBy: ['createdAt', 'desc'],
    });
    expect(indexes.map(key)).toEqual([
      'notifications: type ASCENDING, createdAt DESCENDING',
      'notifications: read ASCENDING, createdAt DESCENDING',
      'notifications: type ASCENDING, read ASCENDING, createdAt DESCENDING',
    ]);
  });

  it('needs none for equality filters alone or an order on a filtered field', () => {
    expect(compositeIndexesOf({ collection: 'jobs', equal: { affiliateId: 'required', jobId: 'required' } })).toEqual([]);
    expect(compositeIndexesOf({ collection: 'jobs', equal: { jobId: 'required' }, orderBy: ['jobId', 'asc'] })).toEqual([]);
  });
});
