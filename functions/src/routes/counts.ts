import { Router } from 'express';
import type { EndpointName } from '@careers/domain';
import { COLLECTIONS, type CollectionName } from '../collections';
import { db } from '../firebase';
import { mount } from '../http/mount';

/** Dashboard counts: each answers `{ count }` with an aggregate query (one read per 1000 docs). */
const COUNTED: Partial<Record<EndpointName, CollectionName>> = {
  collegeCount: COLLECTIONS.colleges,
  companyCount: COLLECTIONS.companies,
  jobCount: COLLECTIONS.jobs,
  contactCount: COLLECTIONS.contacts,
  resumeCount: COLLECTIONS.resumes,
  applicationCount: COLLECTIONS.applications,
  affiliateCount: COLLECTIONS.affiliates,
};

export const countsRouter = Router();
for (const [name, collection] of Object.entries(COUNTED) as [EndpointName, CollectionName][]) {
  mount(countsRouter, name, async (_req, res) => {
    const snapshot = await db().collection(collection).count().get();
    res.json({ count: snapshot.data().count });
  });
}
