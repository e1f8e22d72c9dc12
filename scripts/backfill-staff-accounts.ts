import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-staff-accounts
// Writes the staff record (staffAccounts/{uid}) of every admin and recruiter account made before
// the records existed: the Accounts screen lists, and the last-admin guard counts, only recorded
// accounts. Run it once after deploying the version that keeps the records.
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const { backfillStaffRecords } = await import('../functions/src/accounts/staffAccounts');
const written = await backfillStaffRecords();
console.log(`Recorded ${written} staff accounts in ${target}.`);
process.exit(0);
