import { HOST, PORTS, PROJECT_ID } from './stack/paths';
import { isListening } from './stack/processes';

// npm run backfill-job-search
// Writes every fixed and affiliate job's search fields (the words of its title, its location key),
// which the public job list's search and location filter query, and counts every job's location
// into the one document the location suggestions read. Run it once after deploying the version
// that keeps them; later posts, edits and deletes keep them. Running it again changes nothing.
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

const { backfillJobSearch } = await import('../functions/src/jobs/jobWrites');
const { jobs, locations } = await backfillJobSearch();
console.log(
  `Wrote the search fields of ${jobs} jobs and counted ${locations} locations in ${real ? `project ${process.env.GCLOUD_PROJECT}` : 'the local stack'}.`,
);
process.exit(0);
