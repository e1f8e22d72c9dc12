import { HOST, PORTS, PROJECT_ID } from './stack/paths';
import { isListening } from './stack/processes';

// npm run backfill-applied-counts
// Sets every fixed job's appliedCount ("Students Applied") from a count of its applications. Run it
// once after deploying the version that keeps the count; later applications and deletions keep it.
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const real = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS);
if (!real) {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  if (!(await isListening(`http://${HOST}:${PORTS.hosting}`))) {
    console.error(
      `The local stack is not running (nothing on ${HOST}:${PORTS.hosting}): start it with npm start first,\nor set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT to backfill a real project.`,
    );
    process.exit(1);
  }
}

const { COLLECTIONS } = await import('../functions/src/collections');
const { db } = await import('../functions/src/firebase');
const { backfillAppliedCounts } = await import('../functions/src/jobs/appliedCounts');
const jobs = await db().collection(COLLECTIONS.jobs).select().get();
const counts = await backfillAppliedCounts(jobs.docs.map((doc) => doc.id));
const applications = [...counts.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `Counted ${applications} applications over ${counts.size} jobs in ${real ? `project ${process.env.GCLOUD_PROJECT}` : 'the local stack'}.`,
);
process.exit(0);
