import { FieldPath, type Query } from 'firebase-admin/firestore';
import {
  AFFILIATE_FIELDS,
  AFFILIATE_JOB_REVIEW_FIELDS,
  APPLICATION_FIELDS,
  AUDIT_FIELDS,
  COLLEGE_FIELDS,
  COMMISSION_LIST_FIELDS,
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  filterFieldsOf,
  JOB_POST_FIELDS,
  LISTED_FIELD,
  LOCATION_KEY_FIELD,
  NOTIFICATION_FIELDS,
  SEARCH_TOKENS_FIELD,
  sortsOf,
  STUDENT_FIELDS,
  TRASH_FIELDS,
  TITLE_TOKENS_FIELD,
  type AdminPaging,
  type AdminResourceDefinition,
} from '@careers/domain';
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
  /** A paged list's orders, one per query (`field` ascending, `-field` descending), instead of orderBy. */
  sorts?: readonly string[];
  /** A sort field stored under another name (AdminPaging.storedFields). */
  storedFields?: Readonly<Record<string, string>>;
  /**
   * An array field an optional `array-contains` filter reads (a paged list's search tokens). A
   * search orders only by the field of the first sort (searchSortOf): each index that holds the
   * array writes one entry per element, so one per column sort would multiply a record's entries.
   */
  contains?: string;
}

/**
 * A paged admin list's queries: each of its filters optional, any of its sorts, searched by token
 * or not; with the definition its search tokens are made from.
 */
function pageShape(collection: CollectionName, definition: AdminResourceDefinition & { paging: AdminPaging }) {
  const equal: Readonly<Record<string, 'optional'>> = Object.fromEntries(
    filterFieldsOf(definition.paging).map((field) => [field, 'optional']),
  );
  const { storedFields = {} } = definition.paging;
  return { collection, equal, sorts: sortsOf(definition.paging), storedFields, contains: SEARCH_TOKENS_FIELD, definition } as const;
}

/** Listed jobs only (open, and approved: LISTED_FIELD), newest first, by location key and a word of the title. */
function publicJobShape(collection: CollectionName) {
  return {
    collection,
    equal: { [LISTED_FIELD]: 'required', [LOCATION_KEY_FIELD]: 'optional' },
    sorts: ['-createdAt'],
    contains: TITLE_TOKENS_FIELD,
  } as const;
}

export const INDEXED_QUERIES = {
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
  /**
   * The paged admin lists: filtered as their paging says, searched by token, sorted by
   * any of their sorts. Without `limit` a list runs the same query, newest first.
   */
  contactPage: pageShape(COLLECTIONS.contacts, CONTACT_FIELDS),
  studentPage: pageShape(COLLECTIONS.resumes, STUDENT_FIELDS),
  collegePage: pageShape(COLLECTIONS.colleges, COLLEGE_FIELDS),
  companyPage: pageShape(COLLECTIONS.companies, COMPANY_FIELDS),
  applicationPage: pageShape(COLLECTIONS.applications, APPLICATION_FIELDS),
  notificationPage: pageShape(COLLECTIONS.notifications, NOTIFICATION_FIELDS),
  jobPage: pageShape(COLLECTIONS.jobs, JOB_POST_FIELDS),
  affiliatePage: pageShape(COLLECTIONS.affiliates, AFFILIATE_FIELDS),
  /** The affiliate jobs review queue, by review state. */
  affiliateJobReviewPage: pageShape(COLLECTIONS.affiliateJobs, AFFILIATE_JOB_REVIEW_FIELDS),
  /** The Trash screen (trash/): entries by kind, newest first. */
  trashPage: pageShape(COLLECTIONS.trash, TRASH_FIELDS),
  /** The audit trail (audit/): entries by action, kind and actor, newest first. */
  auditPage: pageShape(COLLECTIONS.audit, AUDIT_FIELDS),
  /** The Commissions screen (commissions/list.ts): entries by state and affiliate, newest first or by a money column; its totals per state. */
  commissionPage: pageShape(COLLECTIONS.commissions, COMMISSION_LIST_FIELDS),
  /** One record's audit entries (its id among the entry's ids), newest first: a detail view's history. */
  auditOfRecord: { collection: COLLECTIONS.audit, equal: {}, sorts: ['-at'], contains: 'ids' },
  /** The public job lists (fixed, affiliate), the sitemap and a closed job's similar jobs: listed jobs, newest first, by a word of the title and by location. */
  publicJobPage: publicJobShape(COLLECTIONS.jobs),
  publicAffiliateJobPage: publicJobShape(COLLECTIONS.affiliateJobs),
  /** Open jobs whose closing date (a YYYY-MM-DD) is before a day (a range on it): the daily close (jobs/lifecycle.ts). */
  openJobsClosingBefore: { collection: COLLECTIONS.jobs, equal: { status: 'required' }, orderBy: ['closingDate', 'asc'] },
  openAffiliateJobsClosingBefore: { collection: COLLECTIONS.affiliateJobs, equal: { status: 'required' }, orderBy: ['closingDate', 'asc'] },
  /**
   * Read notifications created before a time (a range on createdAt): the daily pruning. Newest first
   * only so that it shares the index of the list filtered by read; the order of deletion does not matter.
   */
  readNotificationsBefore: { collection: COLLECTIONS.notifications, equal: { read: 'required' }, orderBy: ['createdAt', 'desc'] },
  /**
   * Interviews by start, soonest first, of one status and of one interviewer (an array-contains on
   * interviewerIds): the Interviews list, the clash check and the reminders.
   */
  /** One application's interviews (a single-field index serves it; an application has few). */
  interviewsOfApplication: { collection: COLLECTIONS.interviews, equal: { applicationId: 'required' } },
  interviewPage: { collection: COLLECTIONS.interviews, equal: { status: 'optional' }, sorts: ['startsAt'], contains: 'interviewerIds' },
} as const satisfies Record<string, QueryShape>;

export type IndexedQueryName = keyof typeof INDEXED_QUERIES;
/** The paged admin lists: the queries with sorts and the resource definition their tokens are made from. */
export type PagedQueryName = {
  [N in IndexedQueryName]: (typeof INDEXED_QUERIES)[N] extends { sorts: readonly string[]; definition: object } ? N : never;
}[IndexedQueryName];

/** The collection of each paged list, with the definition its records' search tokens are made from. */
export const PAGED_COLLECTIONS: readonly { collection: CollectionName; definition: AdminResourceDefinition }[] = Object.values(
  INDEXED_QUERIES,
).flatMap((shape) => ('definition' in shape ? [{ collection: shape.collection, definition: shape.definition }] : []));

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

/** The stored field and direction of a sort: `field` ascending, `-field` descending; `stored` renames a field (QueryShape.storedFields). */
export function orderOfSort(sort: string, stored: Readonly<Record<string, string>> = {}) {
  const [field, direction] = sort.startsWith('-') ? ([sort.slice(1), 'desc'] as const) : ([sort, 'asc'] as const);
  return [stored[field] ?? field, direction] as const;
}

/** The field a search of a shape orders by: its first sort's (a paged list's date), or its order's. */
function searchFieldOf(shape: QueryShape): string | undefined {
  const first = shape.sorts?.[0];
  return first ? orderOfSort(first, shape.storedFields)[0] : shape.orderBy?.[0];
}

/**
 * The sort a search of a paged list answers in: its date field, in the direction of the sort asked
 * for (a search by name, A to Z, answers oldest first; Z to A, newest first).
 */
export function searchSortOf(name: IndexedQueryName, sort: string): string {
  const first = (INDEXED_QUERIES[name] as QueryShape).sorts?.[0] ?? sort;
  const field = first.replace(/^-/, '');
  return sort.startsWith('-') ? `-${field}` : field;
}

/**
 * A paged list's query (a shape with `sorts`): its equality filters, the search token when one is
 * given, a range on the sort's field when sorted by it, ordered by the sort and then by document id
 * (so a cursor names one place even among equal values).
 */
export function indexedPageQuery<N extends IndexedQueryName>(
  name: N,
  values: EqualValues<N>,
  { sort, contains, from, to }: { sort: string; contains?: string; from?: unknown; to?: unknown },
): Query {
  const shape: QueryShape = INDEXED_QUERIES[name];
  const [field, direction] = orderOfSort(sort, shape.storedFields);
  if (!shape.sorts?.includes(sort) || (contains !== undefined && (!shape.contains || field !== searchFieldOf(shape))))
    throw new Error(`indexedPageQuery ${name}: ${sort}${contains === undefined ? '' : ' with a search'}`);
  let query = indexedQuery(name, values);
  if (contains !== undefined) query = query.where(shape.contains!, 'array-contains', contains);
  if (from !== undefined) query = query.where(field, '>=', from);
  if (to !== undefined) query = query.where(field, '<', to);
  return query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
}

export interface CompositeIndex {
  collectionGroup: string;
  fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }[];
}

/** Every subset of a query's equality filters that the query can run with. */
function filterSets(equal: QueryShape['equal']): string[][] {
  return Object.entries(equal).reduce<string[][]>(
    (sets, [field, presence]) => [...(presence === 'optional' ? sets : []), ...sets.map((set) => [...set, field])],
    [[]],
  );
}

/**
 * The composite indexes a query needs: equality filters (or an array-contains) plus an order on
 * another field need one (equality filters alone, or an order alone, are served by Firestore's
 * single-field indexes). A paged list needs one per sort, and a search one per direction of its
 * first sort's field.
 */
export function compositeIndexesOf(shape: QueryShape): CompositeIndex[] {
  const orders = shape.sorts ? shape.sorts.map((sort) => orderOfSort(sort, shape.storedFields)) : shape.orderBy ? [shape.orderBy] : [];
  const searchField = searchFieldOf(shape);
  return orders.flatMap(([orderField, direction]) =>
    filterSets(shape.equal).flatMap((fields) =>
      (shape.contains && orderField === searchField ? [undefined, shape.contains] : [undefined])
        .filter((contains) => (fields.length > 0 || contains !== undefined) && !fields.includes(orderField))
        .map((contains) => ({
          collectionGroup: shape.collection,
          fields: [
            ...fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
            ...(contains ? [{ fieldPath: contains, arrayConfig: 'CONTAINS' as const }] : []),
            { fieldPath: orderField, order: direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const) },
          ],
        })),
    ),
  );
}
