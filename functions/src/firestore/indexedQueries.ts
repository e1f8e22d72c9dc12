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

/**
 * An equality filter that always applies, or one that applies only when its value is given; `in`
 * always applies and matches any of a list of values (at most 30, Firestore's limit for `in`).
 */
type Presence = 'required' | 'optional' | 'in';

/** Most values one `in` filter may list. */
export const IN_FILTER_MAX_VALUES = 30;

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
  /** count() of the applications at one stage, of one job or of all. */
  applicationStageCount: { collection: COLLECTIONS.applications, equal: { jobId: 'optional', stage: 'required' } },
  /** The applications to one (affiliate) job from some addresses (emailKey: the address in lower case): referral outcomes. */
  applicationsByEmail: { collection: COLLECTIONS.applications, equal: { jobId: 'required', emailKey: 'in' } },
  /** Applications made since a time (a range on appliedAt), of one stage or all: the dashboard's funnel and weeks. */
  applicationsAppliedSince: { collection: COLLECTIONS.applications, equal: { stage: 'optional' }, orderBy: ['appliedAt', 'asc'] },
  /** The latest moves to one stage (hired): the dashboard's days to hire. */
  applicationsByStageChange: { collection: COLLECTIONS.applications, equal: { stage: 'required' }, orderBy: ['stageChangedAt', 'desc'] },
} as const satisfies Record<string, QueryShape>;

export type IndexedQueryName = keyof typeof INDEXED_QUERIES;

type FilterValue = string | number | boolean;
type Equal<N extends IndexedQueryName> = (typeof INDEXED_QUERIES)[N]['equal'];
/** A value for every equality filter; an optional one may be undefined (then it does not filter). */
export type EqualValues<N extends IndexedQueryName> = {
  [F in keyof Equal<N>]: Equal<N>[F] extends 'required' ? FilterValue : Equal<N>[F] extends 'in' ? FilterValue[] : FilterValue | undefined;
};

export function indexedQuery<N extends IndexedQueryName>(name: N, values: EqualValues<N>): Query {
  const shape: QueryShape = INDEXED_QUERIES[name];
  let query: Query = db().collection(shape.collection);
  for (const [field, presence] of Object.entries(shape.equal)) {
    const value = (values as Record<string, FilterValue | FilterValue[] | undefined>)[field];
    if (presence === 'in') {
      if (!Array.isArray(value) || value.length === 0 || value.length > IN_FILTER_MAX_VALUES)
        throw new Error(`indexedQuery ${name}: ${field} needs 1 to ${IN_FILTER_MAX_VALUES} values`);
      query = query.where(field, 'in', value);
    } else if (value !== undefined) query = query.where(field, '==', value);
  }
  return shape.orderBy ? query.orderBy(...shape.orderBy) : query;
}

/**
 * indexedQuery with a range on the query's order field, [from, to) (`to` optional): the same
 * composite index serves it, since a range on the ordered field needs no other.
 */
export function indexedRangeQuery<N extends IndexedQueryName>(
  name: N,
  values: EqualValues<N>,
  range: { from: unknown; to?: unknown },
): Query {
  const shape: QueryShape = INDEXED_QUERIES[name];
  if (!shape.orderBy) throw new Error(`indexedRangeQuery ${name}: the query orders on no field`);
  let query = indexedQuery(name, values).where(shape.orderBy[0], '>=', range.from);
  if (range.to !== undefined) query = query.where(shape.orderBy[0], '<', range.to);
  return query;
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
