import { projectOrLocalStack } from './stack/scriptTarget';

// npm run close-expired-jobs [-- YYYY-MM-DDTHH:MM:SSZ]
// Closes every open fixed and affiliate job whose closing date is over, as the daily
// closeJobsPastClosingDate function does, at the time given (now by default). Running it again
// changes nothing. Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const at = process.argv[2] ? new Date(process.argv[2]) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`Not a time: ${process.argv[2]}`);
  process.exit(1);
}
const target = await projectOrLocalStack();

const { closeExpiredJobs } = await import('../functions/src/jobs/lifecycle');
const { fixed, affiliate } = await closeExpiredJobs(at);
console.log(`Closed ${fixed} fixed and ${affiliate} affiliate jobs past their closing date (as of ${at.toISOString()}) in ${target}.`);
process.exit(0);
