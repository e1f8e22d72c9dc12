import { describe, expect, it } from 'vitest';
import { indiaDayStart, parseDayMonthYear } from '@careers/domain';
import {
  cellText,
  formatDateRange,
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatIsoDay,
  formatLocation,
  formatYearMonthDay,
  joinList,
} from './formatters';

describe('admin cell formatters', () => {
  it('writes dates as the spec says: DD-MM-YYYY, and YYYY-MM-DD for applications', () => {
    const iso = '2025-01-09T10:00:00.000Z';
    expect(formatYearMonthDay(iso)).toBe('2025-01-09');
    expect(formatYearMonthDay('not a date')).toBe('');
    expect(formatIsoDay('2025-03-31')).toBe('31-03-2025');
    expect(formatIsoDay('31/03/2025')).toBe('');
  });

  it('shows a nested location and a placement season on one line, lists joined', () => {
    expect(formatLocation({ street: '1 College Road', landmark: '', city: 'Mysuru', state: 'Karnataka', pincode: '570001' })).toBe(
      '1 College Road, Mysuru, Karnataka, 570001',
    );
    expect(formatLocation(null)).toBe('');
    expect(formatDateRange({ startDate: '2025-01-10', endDate: '2025-03-31' })).toBe('10-01-2025 to 31-03-2025');
    expect(formatDateRange({ startDate: '2025-01-10' })).toBe('10-01-2025');
    expect(joinList(['B.Tech', 'BCA', ''])).toBe('B.Tech, BCA');
  });

  it('numbers S.No columns by the position given', () => {
    expect(cellText({ field: '_id', serial: true }, { _id: 'x' }, 11)).toBe('11');
    expect(cellText({ field: 'name' }, { name: 'Asha' }, 11)).toBe('Asha');
  });
});

describe('dates in India', () => {
  it('writes a time as its day and time in India, whatever the browser’s zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDayMonthYear('2026-12-04T20:00:00.000Z')).toBe('05-12-2026');
    expect(formatDayMonthYearTime('2026-12-04T20:00:00.000Z')).toBe('05-12-2026 01:30');
    expect(formatYearMonthDay('2026-12-04T20:00:00.000Z')).toBe('2026-12-05');
    expect(formatDayMonthYearTime('')).toBe('');
  });

  it('reads a typed DD-MM-YYYY day, and only a real one', () => {
    expect(parseDayMonthYear('05-12-2026')).toBe('2026-12-05');
    expect(parseDayMonthYear('5/1/2026')).toBe('2026-01-05');
    expect(parseDayMonthYear('31-02-2026')).toBeNull();
    expect(parseDayMonthYear('2026-12-05')).toBeNull();
    expect(parseDayMonthYear('')).toBeNull();
  });

  it('bounds a filter by whole days in India', () => {
    expect(indiaDayStart('2026-12-05')).toBe('2026-12-04T18:30:00.000Z');
    expect(indiaDayStart('2026-12-05', 1)).toBe('2026-12-05T18:30:00.000Z');
  });
});
