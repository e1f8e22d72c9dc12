import { saveFile } from '../../../../lib/saveFile';
import { exportFilterLine, fileNameWithFilter, type ExportFilter } from './exportFilter';
import { cellText, formatDayMonthYearTime } from '../table/formatters';
import { CELL_PADDING_MM, PAGE_MARGIN_MM, PAGE_WIDTH_MM, pdfTableLayout } from './pdfLayout';
import type { ResourceConfig, ResourceRow } from '../types';
import type { ExportFormat } from './exportFormat';

/** Text a spreadsheet could read as a formula (or DDE payload) when it starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

function table(format: ExportFormat, config: ResourceConfig, rows: readonly ResourceRow[]) {
  const columns = (format === 'pdf' ? config.exports.pdfColumns : undefined) ?? config.exports.columns ?? config.columns;
  return {
    head: columns.map((column) => column.header),
    body: rows.map((row, index) => columns.map((column) => cellText(column, row, index + 1))),
  };
}

/** One CSV field (RFC 4180) as the server's export writes it: a formula-like start made text with a quote. */
function csvField(cell: string): string {
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV is only its header and rows (what spreadsheets read), as the server's: UTF-8 with the byte
 * order mark Excel needs, and its file name names the filter.
 */
function writeCsv(fileName: string, head: string[], body: string[][], filter: ExportFilter) {
  const text = `\uFEFF${[head, ...body].map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('')}`;
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileNameWithFilter(fileName, filter));
}

async function writeXlsx(fileName: string, sheetName: string, head: string[], body: string[][], about: string[]) {
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
  // The table stays the first sheet, its header the first row; what it was made with is the second sheet.
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(about.map((line) => [{ t: 's', v: line }])), 'Filter');
  book.Props = { Title: about[0], Subject: about[1] };
  XLSX.writeFile(book, fileName, { bookType: 'xlsx' });
}

async function writePdf(fileName: string, about: string[], head: string[], body: string[][]) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const measureDoc = new jsPDF();
  const measure = (text: string, fontSize: number, bold: boolean) => {
    measureDoc.setFont('helvetica', bold ? 'bold' : 'normal');
    return (measureDoc.getStringUnitWidth(text) * fontSize) / measureDoc.internal.scaleFactor;
  };
  const layout = pdfTableLayout(head, body, measure);
  const doc = new jsPDF({ orientation: layout.orientation });
  const textWidth = PAGE_WIDTH_MM[layout.orientation] - 2 * PAGE_MARGIN_MM;
  doc.setFontSize(14);
  doc.text(about[0]!, PAGE_MARGIN_MM, 15);
  doc.setFontSize(9);
  const lines = about.slice(1).flatMap((line) => doc.splitTextToSize(line, textWidth) as string[]);
  doc.text(lines, PAGE_MARGIN_MM, 21);
  autoTable(doc, {
    head: [layout.head],
    body: layout.body,
    startY: 21 + lines.length * 4.5,
    margin: { left: PAGE_MARGIN_MM, right: PAGE_MARGIN_MM },
    styles: { fontSize: layout.fontSize, cellPadding: CELL_PADDING_MM, overflow: 'linebreak' },
    columnStyles: Object.fromEntries(layout.widths.map((width, column) => [column, { cellWidth: width }])),
  });
  doc.save(fileName);
}

/**
 * Downloads `rows` as the resource's Excel, PDF or CSV file (the CSV with the Excel file's columns) (names and columns from its config). Each
 * file says under its title what it was made with (`filter`) and how many rows it holds. The
 * libraries are loaded only here, when an export button is pressed.
 */
export async function exportRows(
  format: ExportFormat,
  config: ResourceConfig,
  rows: readonly ResourceRow[],
  filter: ExportFilter = [],
): Promise<void> {
  const { head, body } = table(format, config, rows);
  const fileName = config.exports[format];
  if (!fileName) throw new Error(`${config.label} has no ${format} export`);
  await exportTable(format, { title: config.title, fileName }, head, body, filter);
}

/** Downloads a table of text as an Excel, PDF or CSV file titled `title`, naming its filter and row count (a screen outside the registry uses it too). */
export async function exportTable(
  format: ExportFormat,
  { title, fileName }: { title: string; fileName: string },
  head: string[],
  body: string[][],
  filter: ExportFilter = [],
): Promise<void> {
  const about = [title, exportFilterLine(filter), `Rows: ${body.length}. Exported ${formatDayMonthYearTime(new Date().toISOString())} IST`];
  if (format === 'xlsx') await writeXlsx(fileName, title, head, body, about);
  else if (format === 'csv') writeCsv(fileName, head, body, filter);
  else await writePdf(fileName, about, head, body);
}
