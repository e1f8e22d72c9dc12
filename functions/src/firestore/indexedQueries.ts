import type { Query } from 'firebase-admin/firestore';
import { COLLECTIONS, type CollectionName } from '../collections';
import { db } from '../firebase';

/**
 * Every Firestore query of the functions that filters or orders on more than one field, by name.
 * Routes run them through indexedQuery(); a unit test derives the composite indexes they need from
 * this table and holds it against firestore.indexes.json both ways (a query without its index fails
 * only in production; an index no query uses costs writes). The lint rule
 * careers/no-unregistered-composite-query keeps such queries from being written anywhere else.
 */

/** An equality filter that always applies, or one that applies only when its value is given. */
type Presence = 'required' | 'optional';

interface QueryShape {
  collection: CollectionName;
  /** Equality filters, in the order the index lists them. */
  equal: Readonly<Record<string, Presence>>;
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
}

export const INDEXED_QUERIES = {
  notificationList: {
    collection: COLLECTIONS.notifications,
    equal: { type: 'optional', read: 'optional' },
    orderBy: ['createdAt', 'desc'],
  },
  applicationList: { collection: COLLECTIONS.applications, equal: { jobId: 'optional' }, orderBy: ['appliedAt', 'desc'] },
  referredStudents: { collection: COLLECTIONS.referrals, equal: { affiliateJobId: 'required' }, orderBy: ['createdAt', 'desc'] },
  ownAffiliateJobs: { collection: COLLECTIONS.affiliateJobs, equal: { affiliateId: 'required' }, orderBy: ['createdAt', 'desc'] },
  affiliateJobByJobId: { collection: COLLECTIONS.affiliateJobs, equal: { affiliateId: 'required', jobId: 'required' } },
} as const satisfies Record<string, QueryShape>;

export type IndexedQueryName = keyof typeof INDEXED_QUERIES;

type FilterValue = string | number | boolean;
type Equal<N extends IndexedQueryName> = (typeof INDEXED_QUERIES)[N]['equal'];
/** A value for every equality filter; an optional one may be undefined (then it does not filter). */
export type EqualValues<N extends IndexedQueryName> = {
  [F in keyof Equal<N>]: Equal<N>[F] extends 'required' ? FilterValue : FilterValue | undefined;
};

export function indexedQuery<N extends IndexedQueryName>(name: N, values: EqualValues<N>): Query {
  const shape: QueryShape = INDEXED_QUERIES[name];
  let query: Query = db().collection(shape.collection);
  for (const field of Object.keys(shape.equal)) {
    const value = (values as Record<string, FilterValue | undefined>)[field];
    if (value !== undefined) query = query.where(field, '==', value);
  }
  return shape.orderBy ? query.orderBy(...shape.orderBy) : query;
}

export interface CompositeIndex {
  collectionGroup: string;
  fields: { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[];
}

/** Every subset of a query's equality filters that the query can run with. */
function filterSets(equal: QueryShape['equal']): string[][] {
  return Object.entries(equal).reduce<string[][]>(
    (sets, [field, presence]) => [...(presence === 'optional' ? sets : []), ...sets.map((set) => [...set, field])],
    [[]],
  );
}

/**
 * The composite indexes a query needs: equality filters plus an order on another field need one
 * (equality filters alone, or an order alone, are served by Firestore's single-field indexes).
 */
export function compositeIndexesOf(shape: QueryShape): CompositeIndex[] {
  const { orderBy } = shape;
  if (!orderBy) return [];
  return filterSets(shape.equal)
    .filter((fields) => fields.length > 0 && !fields.includes(orderBy[0]))
    .map((fields) => ({
      collectionGroup: shape.collection,
      fields: [
        ...fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
        { fieldPath: orderBy[0], order: orderBy[1] === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const) },
      ],
    }));
}
