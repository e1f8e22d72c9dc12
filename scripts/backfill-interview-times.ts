import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-interview-times
// Writes, on each application, the times of its scheduled interviews not yet ended that it lacks
// (the copy the application rows' next interview and the board's Interview cards read). Run it
// once after deploying the version that keeps the copy; later schedules, changes and cancellations
// keep it, and a second run writes nothing. Against the running local stack by default; against a
// real project when GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const { backfillInterviewTimes } = await import('../functions/src/interviews/timesBackfill');
const written = await backfillInterviewTimes(new Date());
console.log(`Wrote the times of ${written} coming interviews on their applications in ${target}.`);
process.exit(0);
