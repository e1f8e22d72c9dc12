import { ENDPOINTS, apiPath } from '@careers/domain';
import { apiFetch } from '../../../../lib/api';
import { saveFile } from '../../../../lib/saveFile';
import { fileNameWithFilter, type ExportFilter } from './exportFilter';
import type { ResourceConfig } from '../types';

/** The header of the export's answer holding how many rows it writes (count() of the query). */
const TOTAL_HEADER = 'X-Total-Count';

/**
 * Counts the rows of a CSV as its text arrives: a line break outside quotes ends a record (a quoted
 * field may hold line breaks; a doubled quote inside one toggles twice). Answers the rows after the
 * header line so far.
 */
export function csvRowCounter(): (text: string) => number {
  let quoted = false;
  let records = 0;
  return (text) => {
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code === 34) quoted = !quoted;
      else if (code === 10 && !quoted) records++;
    }
    return Math.max(0, records - 1);
  };
}

/** The CSV's file name: the Excel file's, as .csv. */
export const csvFileName = (config: ResourceConfig) => (config.exports.xlsx ?? `${config.bulkList}.xlsx`).replace(/\.xlsx$/i, '.csv');

/**
 * Downloads every row `query` matches as the CSV the server builds and streams (a large export by
 * query), telling `onProgress` the rows received and the rows it will write as they arrive. A CSV
 * is only its header and rows (what spreadsheets read), so its file name names the filter.
 */
export async function downloadServerCsv(
  config: ResourceConfig,
  query: Readonly<Record<string, string>>,
  onProgress: (received: number, total: number) => void,
  filter: ExportFilter = [],
): Promise<void> {
  const response = await apiFetch<Response>(apiPath(ENDPOINTS.adminListExport, { list: String(config.bulkList) }, query), {
    responseType: 'stream',
    headers: { Accept: 'text/csv' },
  });
  const total = Number(response.headers.get(TOTAL_HEADER)) || 0;
  const chunks: BlobPart[] = [];
  const count = csvRowCounter();
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onProgress(count(decoder.decode(value, { stream: true })), total);
  }
  saveFile(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileNameWithFilter(csvFileName(config), filter));
}
