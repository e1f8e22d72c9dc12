import { describe, expect, it } from 'vitest';
import { daysBefore, daysBetween, FUNNEL_DAYS, isoDay, medianOf, weekRanges, weekStartOf } from './pipelineStats';

describe('pipeline stats', () => {
  it('starts weeks on Monday (UTC) and lists twelve, the current one last', () => {
    const wednesday = new Date('2025-03-12T15:00:00Z');
    expect(isoDay(weekStartOf(wednesday))).toBe('2025-03-10');
    expect(isoDay(weekStartOf(new Date('2025-03-16T23:59:00Z')))).toBe('2025-03-10'); // Sunday
    expect(isoDay(weekStartOf(new Date('2025-03-17T00:00:00Z')))).toBe('2025-03-17'); // Monday
    const weeks = weekRanges(wednesday);
    expect(weeks).toHaveLength(12);
    expect(isoDay(weeks[11]!.start)).toBe('2025-03-10');
    expect(isoDay(weeks[11]!.end)).toBe('2025-03-17');
    expect(isoDay(weeks[0]!.start)).toBe('2024-12-23');
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start.getTime()).toBe(weeks[i - 1]!.end.getTime());
  });

  it('takes the median of odd and even counts, null for none', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 10])).toBe(3.5);
  });

  it('counts days with one decimal and the funnel window as 30 days back', () => {
    expect(daysBetween(new Date('2025-01-01T00:00:00Z'), new Date('2025-01-03T12:00:00Z'))).toBe(2.5);
    expect(isoDay(daysBefore(new Date('2025-03-31T10:00:00Z'), FUNNEL_DAYS))).toBe('2025-03-01');
  });
});
