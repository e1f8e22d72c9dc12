import { exportFieldsOf, exportHeaderOf, joinList, SERIAL_NUMBER_HEADER, type AdminResourceDefinition } from '@careers/domain';

/**
 * Text a spreadsheet would run as a formula (or a DDE payload) when a cell starts with it: such a
 * cell is written after a single quote, which spreadsheets show as text (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, inner quotes
 * doubled. A number is written as it is (a negative one is no formula).
 */
export function csvField(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated. */
export const csvRecord = (cells: readonly (string | number)[]): string => `${cells.map(csvField).join(',')}\r\n`;

export interface ExportColumn {
  header: string;
  /** The cell of a row at its 1-based position in the export. */
  cell: (row: Readonly<Record<string, unknown>>, position: number) => string | number;
}

/**
 * The export's columns, as the web's Excel export has them: an S.No first when the definition
 * exports one, then its exported fields under their export headers: a value through its field's
 * format when it has one (money in paise written as rupees), else a number as it is and any other
 * value as text with lists joined.
 */
export function exportColumnsOf(
  definition: AdminResourceDefinition,
  formats: Readonly<Record<string, (value: unknown) => string>> = {},
): ExportColumn[] {
  const serial: ExportColumn[] =
    definition.serialNumbers === 'tableAndExports' ? [{ header: SERIAL_NUMBER_HEADER, cell: (_row, position) => position }] : [];
  return [
    ...serial,
    ...exportFieldsOf(definition, 'xlsx').map((key): ExportColumn => ({
      header: exportHeaderOf(definition.fields[key]!),
      cell: (row) => {
        const value = row[key];
        const format = formats[key];
        return format ? format(value) : typeof value === 'number' ? value : joinList(value);
      },
    })),
  ];
}
