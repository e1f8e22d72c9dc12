import { projectOrLocalStack } from './stack/scriptTarget';

// npm run erase-expired-records [-- YYYY-MM-DDTHH:MM:SSZ]
// Erases every record past its retention (domain/src/privacy.ts RETENTION), with its files and
// notifications, as the daily eraseExpiredRecords function does, at the time given (now by
// default), and records the run in the audit trail. Against the running local stack by default;
// against a real project when GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT are set.
const at = process.argv[2] ? new Date(process.argv[2]) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`Not a time: ${process.argv[2]}`);
  process.exit(1);
}
const target = await projectOrLocalStack();

const { eraseExpiredRecords } = await import('../functions/src/privacy/retention');
const { records, files } = await eraseExpiredRecords(at);
console.log(`Erased ${records} records and ${files} files past their retention (as of ${at.toISOString()}) in ${target}.`);
process.exit(0);
