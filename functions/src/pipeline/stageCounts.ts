import type { Query } from 'firebase-admin/firestore';
import { INITIAL_STAGE, PIPELINE_STAGES, type PipelineStage, type StageCounts } from '@careers/domain';
import { countWhere } from '../admin/countPer';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { mapFewAtOnce } from '../fewAtOnce';
import { indexedQuery } from '../firestore/indexedQueries';

const LATER_STAGES = PIPELINE_STAGES.filter((stage) => stage !== INITIAL_STAGE);

/** A query's count() aggregation: no matching document is read. */
export const countOf = (query: Query): Promise<number> =>
  query
    .count()
    .get()
    .then((snapshot) => snapshot.data().count);

/**
 * Applications per stage from count() aggregations only: each later stage counted with `atStage`,
 * and `applied` the total less them, so applications stored before stages existed (no `stage`
 * field) count as applied, as they read.
 */
export async function stageCountsFrom(total: Promise<number>, atStage: (stage: PipelineStage) => Query): Promise<StageCounts> {
  const [all, ...later] = await Promise.all([total, ...LATER_STAGES.map((stage) => countOf(atStage(stage)))]);
  const counts = Object.fromEntries(LATER_STAGES.map((stage, i) => [stage, later[i]!])) as Omit<StageCounts, 'applied'>;
  const moved = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { [INITIAL_STAGE]: Math.max(0, all - moved), ...counts } as StageCounts;
}

/** How many applications (of one job, or of all without `jobId`) are at each stage; no application is read. */
export function stageCountsOf(jobId?: string): Promise<StageCounts> {
  return stageCountsFrom(
    jobId === undefined ? countOf(db().collection(COLLECTIONS.applications)) : countWhere(COLLECTIONS.applications, 'jobId', jobId),
    (stage) => indexedQuery('applicationStageCount', { jobId, stage }),
  );
}

/** How many jobs are counted at once (each runs one aggregation per stage). */
const JOB_CONCURRENCY = 10;

/** stageCountsOf for several jobs, a few at a time. */
export async function stageCountsPerJob(jobIds: readonly string[]): Promise<Map<string, StageCounts>> {
  const counts = await mapFewAtOnce(jobIds, JOB_CONCURRENCY, (jobId) => stageCountsOf(jobId));
  return new Map(jobIds.map((jobId, i) => [jobId, counts[i]!]));
}
