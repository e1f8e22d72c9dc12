import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-job-search
// Writes every fixed and affiliate job's search fields (the words of its title, its location key),
// which the public job list's search and location filter query, and its lifecycle fields (status,
// review, and `listed`, which every public read filters on: a job stored before them is open and
// approved), and counts every listed job's location into the one document the location suggestions read. Run it once after deploying the version
// that keeps them; later posts, edits and deletes keep them. Running it again changes nothing.
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const { backfillJobSearch } = await import('../functions/src/jobs/jobWrites');
const { jobs, locations } = await backfillJobSearch();
console.log(`Wrote the search and lifecycle fields of ${jobs} jobs and counted ${locations} locations in ${target}.`);
process.exit(0);
