import { SERIAL_NUMBER_HEADER } from '@careers/domain';

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

// Shared with the server's CSV export.
export { formatDateRange, formatIsoDay, formatLocation, joinList } from '@careers/domain';

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
export const serialColumn = { field: '_id', header: SERIAL_NUMBER_HEADER, width: 70, serial: true } as const;

/** An ISO timestamp as DD-MM-YYYY HH:mm (local time); '' when missing or not a date. */
export function formatDayMonthYearTime(value: unknown): string {
  const day = formatDayMonthYear(value);
  if (!day) return '';
  const date = new Date(value as string);
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
