import { describe, expect, it } from 'vitest';
import { cellText, formatDateRange, formatIsoDay, formatLocation, formatYearMonthDay, joinList } from './formatters';

describe('admin cell formatters', () => {
  it('writes dates as the spec says: DD-MM-YYYY, and YYYY-MM-DD for applications', () => {
    const iso = new Date(2025, 0, 9, 15, 30).toISOString();
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
