import { formatDayMonthYear, SERIAL_NUMBER_HEADER } from '@careers/domain';

/** An ISO timestamp as YYYY-MM-DD (its day in India, as the spec's applications table writes it); '' when missing or not a date. */
export function formatYearMonthDay(value: unknown): string {
  const dayMonthYear = formatDayMonthYear(value);
  return dayMonthYear ? dayMonthYear.split('-').reverse().join('-') : '';
}

// Shared with the server's CSV export.
export { formatDateRange, formatDayMonthYear, formatDayMonthYearTime, formatIsoDay, formatLocation, joinList } from '@careers/domain';

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
