import { BarChart } from '@mui/x-charts/BarChart';
import type { WeekCount } from '@careers/domain';

/**
 * Applications per week as bars (@mui/x-charts, loaded lazily by the dashboard). The table beside it
 * says the same to screen readers and keyboards: the chart is inert (hidden from both; the chart's
 * own focusable surface would otherwise be a tab stop that says nothing).
 */
export default function WeeklyChart({ weeks, height }: { weeks: readonly WeekCount[]; height: number }) {
  return (
    <div data-testid="weekly-chart" inert>
      <BarChart
        height={height}
        xAxis={[{ scaleType: 'band', data: weeks.map((week) => week.weekStart.slice(5)), label: 'Week starting' }]}
        series={[{ data: weeks.map((week) => week.count), label: 'Applications' }]}
        margin={{ left: 0, right: 8 }}
      />
    </div>
  );
}
