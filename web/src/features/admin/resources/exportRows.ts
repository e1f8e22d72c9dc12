import { cellText } from './formatters';
import type { ResourceConfig, ResourceRow } from './types';

export type ExportFormat = 'xlsx' | 'pdf';

/** Text a spreadsheet could read as a formula (or DDE payload) when it starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

function table(format: ExportFormat, config: ResourceConfig, rows: readonly ResourceRow[]) {
  const columns = (format === 'pdf' ? config.exports.pdfColumns : undefined) ?? config.exports.columns ?? config.columns;
  return {
    head: columns.map((column) => column.header),
    body: rows.map((row, index) => columns.map((column) => cellText(column, row, index + 1))),
  };
}

async function writeXlsx(fileName: string, sheetName: string, head: string[], body: string[][]) {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([head, ...body]);
  // Every cell is a plain string cell: never a formula, whatever its text starts with.
  for (const [address, cell] of Object.entries(sheet)) {
    if (address.startsWith('!')) continue;
    const value = String((cell as { v: unknown }).v ?? '');
    sheet[address] = FORMULA_START.test(value) ? { t: 's', v: value, z: '@' } : { t: 's', v: value };
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  XLSX.writeFile(book, fileName, { bookType: 'xlsx' });
}

async function writePdf(fileName: string, title: string, head: string[], body: string[][]) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: head.length > 4 ? 'landscape' : 'portrait' });
  doc.text(title, 14, 16);
  autoTable(doc, { head: [head], body, startY: 22, styles: { fontSize: 8, overflow: 'linebreak' } });
  doc.save(fileName);
}

/**
 * Downloads `rows` as the resource's Excel or PDF file (names and columns from its config). The
 * libraries are loaded only here, when an export button is pressed.
 */
export async function exportRows(format: ExportFormat, config: ResourceConfig, rows: readonly ResourceRow[]): Promise<void> {
  const { head, body } = table(format, config, rows);
  const fileName = config.exports[format];
  if (!fileName) throw new Error(`${config.label} has no ${format} export`);
  if (format === 'xlsx') await writeXlsx(fileName, config.title, head, body);
  else await writePdf(fileName, config.title, head, body);
}
