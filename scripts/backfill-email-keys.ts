import { runCollectionBackfill } from './stack/collectionBackfillRun';
import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-email-keys [-- --after <collection>/<id>]
// Writes the email key (the address in lower case) to every record the privacy actions look for
// (applications, posted resumes, contacts, college and company forms, referrals, mails, trash
// entries) stored before the key existed: the Privacy screen's find, export and erase match a
// person by it. In batches of 500. Run it once after deploying the version that writes keys; later
// writes keep them. Running it again writes nothing already done; an interrupted run resumes with
// --after and the last batch it printed. Against the running local stack by default; against a
// real project when GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const { backfillEmailKeys } = await import('../functions/src/privacy/emailKeyBackfill');
await runCollectionBackfill('the email keys', target, backfillEmailKeys);
process.exit(0);
