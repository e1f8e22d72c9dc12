const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as DD-MM-YYYY (local date); '' when missing or not a date. */
export function formatDayMonthYear(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** A cell's text: the column's formatter, else the value as text ('' for null/undefined). */
export function cellText<Row extends Record<string, unknown>>(column: { field: string; format?: (value: unknown, row: Row) => string }, row: Row): string {
  const value = row[column.field];
  if (column.format) return column.format(value, row);
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}
