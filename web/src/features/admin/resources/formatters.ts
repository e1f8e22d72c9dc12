const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as DD-MM-YYYY (local date); '' when missing or not a date. */
export function formatDayMonthYear(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** An ISO timestamp as YYYY-MM-DD (local date); '' when missing or not a date. */
export function formatYearMonthDay(value: unknown): string {
  const dayMonthYear = formatDayMonthYear(value);
  return dayMonthYear ? dayMonthYear.split('-').reverse().join('-') : '';
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

/** A cell's text: the column's formatter, else the value as text ('' for null/undefined). */
export function cellText<Row extends Record<string, unknown>>(
  column: { field: string; format?: (value: unknown, row: Row) => string; serial?: boolean },
  row: Row,
  /** The row's 1-based position, for S.No columns. */
  position?: number,
): string {
  if (column.serial) return position === undefined ? '' : String(position);
  const value = row[column.field];
  if (column.format) return column.format(value, row);
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The S.No column: the row's 1-based place in the filtered list on screen, in the exported rows in a file. */
export const serialColumn = { field: '_id', header: 'S.No', width: 70, serial: true } as const;
