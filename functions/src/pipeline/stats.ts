import { Timestamp } from 'firebase-admin/firestore';
import {
  HIRE_SAMPLE_MAX,
  HIRE_WINDOW_DAYS,
  FUNNEL_DAYS,
  daysBefore,
  daysBetween,
  isoDay,
  medianOf,
  weekRanges,
  type PipelineStage,
  type PipelineStats,
} from '@careers/domain';
import { indexedRangeQuery } from '../firestore/indexedQueries';
import { countOf, stageCountsFrom } from './stageCounts';

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/**
 * The dashboard's pipeline figures, with bounded work: 6 count() aggregations for the funnel
 * (applications since FUNNEL_DAYS ago, in total and per later stage; `applied` is the rest, so
 * applications stored without a stage count there), 12 for the weeks, and one read of at most
 * HIRE_SAMPLE_MAX of the latest hires (of the last HIRE_WINDOW_DAYS days) for the median days from applied to hired.
 */
export async function pipelineStats(now = new Date()): Promise<PipelineStats> {
  const since = Timestamp.fromDate(daysBefore(now, FUNNEL_DAYS));
  const until = Timestamp.fromDate(now);
  const hiredSince = Timestamp.fromDate(daysBefore(now, HIRE_WINDOW_DAYS));
  const weeks = weekRanges(now);
  const appliedSince = (stage?: PipelineStage) => indexedRangeQuery('applicationsAppliedSince', { stage }, { from: since, to: until });
  const [funnel, weekly, hires] = await Promise.all([
    stageCountsFrom(countOf(appliedSince()), appliedSince),
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
  const durations = hires.docs.flatMap((doc) => {
    const applied = dateOf(doc.get('appliedAt'));
    const hired = dateOf(doc.get('stageChangedAt'));
    return applied && hired ? [Math.max(0, daysBetween(applied, hired))] : [];
  });
  const median = medianOf(durations);
  return {
    funnel,
    funnelDays: FUNNEL_DAYS,
    weekly: weeks.map(({ start }, i) => ({ weekStart: isoDay(start), count: weekly[i]! })),
    medianDaysToHire: median === null ? null : Math.round(median * 10) / 10,
    hiresMeasured: durations.length,
  };
}
