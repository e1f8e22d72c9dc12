/**
 * The admin dashboard's view of the pipeline (GET /api/job-applications/pipeline-stats): the
 * funnel of recent applications, applications per week, and how long hiring takes. Computed by the
 * server with count() aggregations and one bounded read; the pure parts are here.
 */
import type { StageCounts } from './pipeline';

/** The funnel counts the applications of the last this many days, per current stage. */
export const FUNNEL_DAYS = 30;
/** Applications per week, for this many weeks (the current one last). */
export const WEEKLY_WEEKS = 12;
/** The median days to hire reads at most this many of the latest hires. */
export const HIRE_SAMPLE_MAX = 500;
/** ...of the hires of the last this many days. */
export const HIRE_WINDOW_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface WeekCount {
  /** The week's first day (Monday, UTC), YYYY-MM-DD. */
  weekStart: string;
  count: number;
}

export interface PipelineStats {
  /** Applications made in the last FUNNEL_DAYS days, per stage they are at now. */
  funnel: StageCounts;
  funnelDays: number;
  /** WEEKLY_WEEKS weeks, oldest first; the last is the current (partial) week. */
  weekly: WeekCount[];
  /** The median, in days (one decimal), from applied to hired over the latest hires; null with none. */
  medianDaysToHire: number | null;
  /** How many hires the median is over (at most HIRE_SAMPLE_MAX). */
  hiresMeasured: number;
}

/** The Monday 00:00 UTC of the week of `now`. */
export function weekStartOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The `weeks` week ranges ending with the current week, oldest first: [start, end). */
export function weekRanges(now: Date, weeks = WEEKLY_WEEKS): { start: Date; end: Date }[] {
  const current = weekStartOf(now).getTime();
  return Array.from({ length: weeks }, (_, i) => {
    const start = current - (weeks - 1 - i) * WEEK_MS;
    return { start: new Date(start), end: new Date(start + WEEK_MS) };
  });
}

/** The instant `days` days before `now`: where the funnel's and the hires' windows start. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The median of some numbers; null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Days between two instants, one decimal. */
export const daysBetween = (from: Date, to: Date) => Math.round(((to.getTime() - from.getTime()) / DAY_MS) * 10) / 10;

/** YYYY-MM-DD of a UTC date. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
