import { COLLECTIONS } from './collections';

export interface IndexedField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/**
 * Every query of the admin code that filters or orders on more than one field, written as the
 * composite index it needs. A unit test holds this list against firestore.indexes.json, so a new
 * query added here without its index fails before it reaches production (where it would fail).
 */
export const COMPOSITE_QUERIES: { collectionGroup: string; usedBy: string; fields: IndexedField[] }[] = [
  {
    usedBy: 'routes/notifications.ts notificationList (filterType)',
    collectionGroup: COLLECTIONS.notifications,
    fields: [
      { fieldPath: 'type', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    usedBy: 'routes/notifications.ts notificationList (filterStatus)',
    collectionGroup: COLLECTIONS.notifications,
    fields: [
      { fieldPath: 'read', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    usedBy: 'routes/notifications.ts notificationList (filterType + filterStatus)',
    collectionGroup: COLLECTIONS.notifications,
    fields: [
      { fieldPath: 'type', order: 'ASCENDING' },
      { fieldPath: 'read', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    usedBy: 'routes/adminApplications.ts applicationList (one job)',
    collectionGroup: COLLECTIONS.applications,
    fields: [
      { fieldPath: 'jobId', order: 'ASCENDING' },
      { fieldPath: 'appliedAt', order: 'DESCENDING' },
    ],
  },
  {
    usedBy: 'routes/referrals.ts referredStudents',
    collectionGroup: COLLECTIONS.referrals,
    fields: [
      { fieldPath: 'affiliateJobId', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  },
];
