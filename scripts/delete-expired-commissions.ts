import { projectOrLocalStack } from './stack/scriptTarget';

// npm run delete-expired-commissions [-- YYYY-MM-DDTHH:MM:SSZ]
// Deletes the commission entries past their retention (paid 8 years past their paid day, void 8
// years past their voiding; domain/src/commissions/model.ts), as the daily deleteExpiredCommissions
// function does, at the time given (now by default), and records the run in the audit trail.
// Against the running local stack by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT are set.
const at = process.argv[2] ? new Date(process.argv[2]) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`Not a time: ${process.argv[2]}`);
  process.exit(1);
}
const target = await projectOrLocalStack();

const { deleteExpiredCommissions } = await import('../functions/src/commissions/retention');
const deleted = await deleteExpiredCommissions(at);
console.log(
  `Deleted ${deleted.paid} paid and ${deleted.void} void commissions past their retention (as of ${at.toISOString()}) in ${target}.`,
);
process.exit(0);
