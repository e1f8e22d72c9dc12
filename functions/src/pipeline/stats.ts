import { Timestamp, type Query } from 'firebase-admin/firestore';
import {
  HIRE_SAMPLE_MAX,
  HIRE_WINDOW_DAYS,
  INITIAL_STAGE,
  PIPELINE_STAGES,
  FUNNEL_DAYS,
  daysBetween,
  funnelStart,
  isoDay,
  medianOf,
  weekRanges,
  type PipelineStats,
  type StageCounts,
} from '@careers/domain';
import { indexedRangeQuery } from '../firestore/indexedQueries';

const DAY_MS = 24 * 60 * 60 * 1000;
const LATER_STAGES = PIPELINE_STAGES.filter((stage) => stage !== INITIAL_STAGE);
const countOf = (query: Query) =>
  query
    .count()
    .get()
    .then((snapshot) => snapshot.data().count);
const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/**
 * The dashboard's pipeline figures, with bounded work: 6 count() aggregations for the funnel
 * (applications since FUNNEL_DAYS ago, in total and per later stage; `applied` is the rest, so
 * applications stored without a stage count there), 12 for the weeks, and one read of at most
 * HIRE_SAMPLE_MAX of the latest hires (of the last HIRE_WINDOW_DAYS days) for the median days from applied to hired.
 */
export async function pipelineStats(now = new Date()): Promise<PipelineStats> {
  const since = Timestamp.fromDate(funnelStart(now));
  const until = Timestamp.fromDate(now);
  const hiredSince = Timestamp.fromDate(new Date(now.getTime() - HIRE_WINDOW_DAYS * DAY_MS));
  const weeks = weekRanges(now);
  const [total, later, weekly, hires] = await Promise.all([
    countOf(indexedRangeQuery('applicationsAppliedSince', { stage: undefined }, { from: since, to: until })),
    Promise.all(LATER_STAGES.map((stage) => countOf(indexedRangeQuery('applicationsAppliedSince', { stage }, { from: since, to: until })))),
    Promise.all(
      weeks.map(({ start, end }) =>
        countOf(
          indexedRangeQuery(
            'applicationsAppliedSince',
            { stage: undefined },
            { from: Timestamp.fromDate(start), to: Timestamp.fromDate(end < now ? end : now) },
          ),
        ),
      ),
    ),
    indexedRangeQuery('applicationsByStageChange', { stage: 'hired' }, { from: hiredSince, to: until }).limit(HIRE_SAMPLE_MAX).get(),
  ]);
  const funnel = Object.fromEntries(LATER_STAGES.map((stage, i) => [stage, later[i]!])) as Omit<StageCounts, 'applied'>;
  const moved = Object.values(funnel).reduce((sum, count) => sum + count, 0);
  const durations = hires.docs.flatMap((doc) => {
    const applied = dateOf(doc.get('appliedAt'));
    const hired = dateOf(doc.get('stageChangedAt'));
    return applied && hired ? [Math.max(0, daysBetween(applied, hired))] : [];
  });
  const median = medianOf(durations);
  return {
    funnel: { [INITIAL_STAGE]: Math.max(0, total - moved), ...funnel } as StageCounts,
    funnelDays: FUNNEL_DAYS,
    weekly: weeks.map(({ start }, i) => ({ weekStart: isoDay(start), count: weekly[i]! })),
    medianDaysToHire: median === null ? null : Math.round(median * 10) / 10,
    hiresMeasured: durations.length,
  };
}
