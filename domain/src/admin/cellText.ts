/**
 * How the admin lists write some stored values as text, the same in the web's table and exports
 * and in the server's CSV export (issue 27).
 */

/** The header of an S.No column (a row's 1-based position). */
export const SERIAL_NUMBER_HEADER = 'S.No';

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
