import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_QUERIES } from './compositeQueries';

const declared = JSON.parse(readFileSync(join(__dirname, '../../firestore.indexes.json'), 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order: string }[] }[];
};
const key = (index: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }) =>
  `${index.collectionGroup}: ${index.fields.map((field) => `${field.fieldPath} ${field.order}`).join(', ')}`;

describe('firestore.indexes.json', () => {
  const indexes = new Set(declared.indexes.filter((index) => index.queryScope === 'COLLECTION').map(key));

  it.each(COMPOSITE_QUERIES.map((query) => [query.usedBy, query] as const))('declares the composite index of %s', (_, query) => {
    expect([...indexes]).toContain(key(query));
  });
});
