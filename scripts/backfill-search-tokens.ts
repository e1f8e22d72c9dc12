import { projectOrLocalStack } from './stack/scriptTarget';

// npm run backfill-search-tokens [-- --after <collection>/<id>]
// Writes the search tokens (issue 27: the admin lists' `q`) to every record of the paged admin
// lists that lacks them or holds stale ones, and a stage to applications stored without one, in
// batches of 500. Run it once after deploying the version that writes tokens; later writes keep
// them. Running it again writes nothing already done; an interrupted run resumes with --after and
// the last batch it printed. Against the running local stack by default; against a real project
// when GOOGLE_APPLICATION_CREDENTIALS (a service-account key) and GCLOUD_PROJECT are set.
const target = await projectOrLocalStack();

const afterArg = process.argv.indexOf('--after');
const [afterCollection, afterId] = afterArg < 0 ? [] : (process.argv[afterArg + 1] ?? '').split('/');
if (afterArg >= 0 && (!afterCollection || !afterId)) {
  console.error('--after takes <collection>/<id>, the last batch a run printed.');
  process.exit(1);
}

const { backfillSearchTokens } = await import('../functions/src/admin/searchTokensBackfill');
type Options = NonNullable<Parameters<typeof backfillSearchTokens>[0]>;
const written = await backfillSearchTokens({
  after: afterCollection ? ({ collection: afterCollection, id: afterId } as Options['after']) : undefined,
  onBatch: ({ collection, lastId, read, written: batch }) => console.log(`${collection}/${lastId}: read ${read}, wrote ${batch}`),
});
const total = [...written.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `Wrote the search tokens of ${total} records (${[...written].map(([collection, n]) => `${collection} ${n}`).join(', ')}) in ${target}.`,
);
process.exit(0);
