import { INITIAL_STAGE, PIPELINE_STAGES, type StageCounts } from '@careers/domain';
import { countWhere } from '../admin/countPer';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { mapFewAtOnce } from '../fewAtOnce';
import { indexedQuery } from '../firestore/indexedQueries';

const LATER_STAGES = PIPELINE_STAGES.filter((stage) => stage !== INITIAL_STAGE);

/**
 * How many applications (of one job, or of all without `jobId`) are at each stage, from count()
 * aggregations only: no application is read. `applied` is the total less the other stages, so
 * applications stored before stages existed (no `stage` field) count as applied, as they read.
 */
export async function stageCountsOf(jobId?: string): Promise<StageCounts> {
  const [total, ...later] = await Promise.all([
    jobId === undefined
      ? db()
          .collection(COLLECTIONS.applications)
          .count()
          .get()
          .then((snapshot) => snapshot.data().count)
      : countWhere(COLLECTIONS.applications, 'jobId', jobId),
    ...LATER_STAGES.map((stage) =>
      indexedQuery('applicationStageCount', { jobId, stage })
        .count()
        .get()
        .then((snapshot) => snapshot.data().count),
    ),
  ]);
  const counts = Object.fromEntries(LATER_STAGES.map((stage, i) => [stage, later[i]!])) as Omit<StageCounts, 'applied'>;
  const moved = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { [INITIAL_STAGE]: Math.max(0, total - moved), ...counts } as StageCounts;
}

/** How many jobs are counted at once (each runs one aggregation per stage). */
const JOB_CONCURRENCY = 10;

/** stageCountsOf for several jobs, a few at a time. */
export async function stageCountsPerJob(jobIds: readonly string[]): Promise<Map<string, StageCounts>> {
  const counts = await mapFewAtOnce(jobIds, JOB_CONCURRENCY, (jobId) => stageCountsOf(jobId));
  return new Map(jobIds.map((jobId, i) => [jobId, counts[i]!]));
}
