import { Router } from 'express';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { requireAdmin } from '../http/auth';

/** Dashboard counts: each answers `{ count }` with an aggregate query (one read per 1000 docs). */
const COUNTED: Record<string, string> = {
  '/college/count': COLLECTIONS.colleges,
  '/company/count': COLLECTIONS.companies,
  '/cards/count': COLLECTIONS.jobs,
  '/contact/count': COLLECTIONS.contacts,
  '/resumes/count': COLLECTIONS.resumes,
  '/job-applications/count': COLLECTIONS.applications,
  '/affiliate/count': COLLECTIONS.affiliates,
};

export const countsRouter = Router();
for (const [path, collection] of Object.entries(COUNTED)) {
  countsRouter.get(path, requireAdmin, async (_req, res) => {
    const snapshot = await db().collection(collection).count().get();
    res.json({ count: snapshot.data().count });
  });
}
