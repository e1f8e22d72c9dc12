/**
 * How the admin lists write some stored values as text, the same in the web's table and exports
 * and in the server's CSV export.
 */
import { IST_OFFSET_MS } from '../jobLifecycle';

/** The header of an S.No column (a row's 1-based position). */
export const SERIAL_NUMBER_HEADER = 'S.No';

// The back office shows and filters dates and times as India reads them (IST_OFFSET_MS).
const pad = (value: number) => String(value).padStart(2, '0');

/** A time (ISO text) as its day and time in India: DD-MM-YYYY and HH:mm; null when it is not a time. */
function indiaParts(value: unknown): { day: string; time: string } | null {
  if (typeof value !== 'string' || !value) return null;
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return null;
  const india = new Date(at + IST_OFFSET_MS);
  return {
    day: `${pad(india.getUTCDate())}-${pad(india.getUTCMonth() + 1)}-${india.getUTCFullYear()}`,
    time: `${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}`,
  };
}

/** A time as its day in India, DD-MM-YYYY; '' when missing or not a time. */
export const formatDayMonthYear = (value: unknown): string => indiaParts(value)?.day ?? '';

/** A time as its day and time in India, 'DD-MM-YYYY HH:mm'; '' when missing or not a time. */
export function formatDayMonthYearTime(value: unknown): string {
  const parts = indiaParts(value);
  return parts ? `${parts.day} ${parts.time}` : '';
}

/** The start of a day in India (YYYY-MM-DD), `days` later, as an ISO time: the bounds of a date filter. */
export function indiaDayStart(day: string, days = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + days * 86_400_000).toISOString();
}

/** A day typed as DD-MM-YYYY (or D-M-YYYY, with - / or . between) as YYYY-MM-DD; null unless it is a real day. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A calendar date stored as YYYY-MM-DD shown as DD-MM-YYYY (no time zone involved). */
export function formatIsoDay(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('-') : '';
}

/** A value that may be a list: its items joined with ', '. */
export function joinList(value: unknown): string {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined && item !== '').join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/** An address block {street, landmark, city, state, pincode} on one line. */
export function formatLocation(value: unknown): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const { street, landmark, city, state, pincode } = value as Record<string, unknown>;
  return joinList([street, landmark, city, state, pincode]);
}

/** A {startDate, endDate} season as 'DD-MM-YYYY to DD-MM-YYYY'. */
export function formatDateRange(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const { startDate, endDate } = value as Record<string, unknown>;
  const [start, end] = [formatIsoDay(startDate), formatIsoDay(endDate)];
  return start && end ? `${start} to ${end}` : start || end;
}
