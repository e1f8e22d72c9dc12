import type { BackfillOptions } from '../../functions/src/admin/collectionBackfill';

/**
 * Runs a collection backfill (functions/src/admin/collectionBackfill.ts) from a script: its
 * `-- --after <collection>/<id>` resumes after the last batch an interrupted run printed; each
 * batch is printed, then the writes per collection. `what` names the written fields in the summary.
 */
export async function runCollectionBackfill(
  what: string,
  target: string,
  backfill: (options: BackfillOptions) => Promise<Map<string, number>>,
): Promise<void> {
  const afterArg = process.argv.indexOf('--after');
  const [afterCollection, afterId] = afterArg < 0 ? [] : (process.argv[afterArg + 1] ?? '').split('/');
  if (afterArg >= 0 && (!afterCollection || !afterId)) {
    console.error('--after takes <collection>/<id>, the last batch a run printed.');
    process.exit(1);
  }
  const written = await backfill({
    after: afterCollection ? ({ collection: afterCollection, id: afterId } as BackfillOptions['after']) : undefined,
    onBatch: ({ collection, lastId, read, written: batch }) => console.log(`${collection}/${lastId}: read ${read}, wrote ${batch}`),
  });
  const total = [...written.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `Wrote ${what} of ${total} records (${[...written].map(([collection, n]) => `${collection} ${n}`).join(', ')}) in ${target}.`,
  );
}
