import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-applied-counts
// Sets every fixed job's appliedCount ("Students Applied") from a count of its applications, and
// every affiliate's jobsPosted ("Jobs Posted") from a count of its affiliate jobs. Run it
// once after deploying the version that keeps the count; later applications and deletions keep it.
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const { COLLECTIONS } = await import('../functions/src/collections');
const { db } = await import('../functions/src/firebase');
const { backfillAppliedCounts } = await import('../functions/src/jobs/appliedCounts');
const { backfillJobsPostedOf } = await import('../functions/src/affiliates/jobsPosted');
const jobs = await db().collection(COLLECTIONS.jobs).select().get();
const counts = await backfillAppliedCounts(jobs.docs.map((doc) => doc.id));
const applications = [...counts.values()].reduce((sum, n) => sum + n, 0);
console.log(`Counted ${applications} applications over ${counts.size} jobs in ${target}.`);
// And every affiliate's jobsPosted ("Jobs Posted", which the admin list sorts by), from its affiliate jobs.
const affiliates = await db().collection(COLLECTIONS.affiliates).select().get();
const posted = await backfillJobsPostedOf(affiliates.docs.map((doc) => doc.id));
const affiliateJobs = [...posted.values()].reduce((sum, n) => sum + n, 0);
console.log(`Counted ${affiliateJobs} affiliate jobs over ${posted.size} affiliates in ${target}.`);
process.exit(0);
