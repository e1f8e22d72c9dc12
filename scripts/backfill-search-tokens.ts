import { runCollectionBackfill } from './stack/collectionBackfillRun';
import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-search-tokens [-- --after <collection>/<id>]
// Writes the search tokens (what the admin lists' `q` matches) to every record of the paged admin
// lists that lacks them or holds stale ones, and a stage to applications stored without one, in
// batches of 500. Run it once after deploying the version that writes tokens; later writes keep
// them. Running it again writes nothing already done; an interrupted run resumes with --after and
// the last batch it printed. Against the running local stack by default; against a real project
// when GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const { backfillSearchTokens } = await import('../functions/src/admin/searchTokensBackfill');
await runCollectionBackfill('the search tokens', target, backfillSearchTokens);
process.exit(0);
