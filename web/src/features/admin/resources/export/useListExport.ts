import { useCallback, useState } from 'react';
import { ADMIN_LIST_MESSAGES, FEEDBACK_MESSAGES, SERVER_EXPORT_MIN_ROWS } from '@careers/domain';
import { useAdminFeedback } from '../../feedback';
import { fetchMatchingRows, recordBrowserExport, type ListParams } from '../data/api';
import type { ExportFilter } from './exportFilter';
import type { ExportFormat, ExportProgress } from './exportFormat';
import type { ResourceConfig, ResourceRow } from '../types';

interface ExportInput {
  /** The selected rows (or, none selected and `scope: 'page'`, the page's). */
  rows: readonly ResourceRow[];
  /**
   * Set when the list's query is selected: its rows are fetched (or built on the server) for the
   * file, walking `walk` (the match query and the sort: the rows in the order the list shows them).
   */
  query: { params: ListParams; walk: Readonly<Record<string, string>>; total: number } | null;
  /** What the list on screen was narrowed with: every file names it. */
  filter: ExportFilter;
}

const FILE_WORDS: Record<ExportFormat, 'Excel' | 'PDF' | 'CSV'> = { xlsx: 'Excel', pdf: 'PDF', csv: 'CSV' };

/** Whether an export of `total` rows by query is built on the server (a CSV): too many for the page. */
export const builtOnServer = (total: number) => total > SERVER_EXPORT_MIN_ROWS;

/**
 * The Excel and PDF exports: of the selected rows, written in the page; of a selected query, its rows
 * fetched page after page and written in the page, or, past SERVER_EXPORT_MIN_ROWS rows, the CSV the
 * server streams (Excel opens it; the PDF button is off then). Progress: rows received of the total.
 * Every export is in the audit trail: the page records its own files (recordBrowserExport), the
 * server's CSV records itself.
 */
export function useListExport(config: ResourceConfig, { rows, query, filter }: ExportInput) {
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  const feedback = useAdminFeedback();
  const exportAs = useCallback(
    async (format: ExportFormat) => {
      // Selected rows are written at once: no progress to show (a total of 0).
      const progress = (received: number, total = query?.total ?? 0) => setExporting({ format, received, total });
      progress(0);
      const file = FILE_WORDS[format];
      try {
        if (query && builtOnServer(query.total)) {
          const { downloadServerCsv } = await import('./serverExport');
          await downloadServerCsv(config, { ...query.params, ...query.walk }, progress, filter);
          feedback.success(FEEDBACK_MESSAGES.exported(query.total, file));
          return;
        }
        const { exportRows } = await import('./exportRows');
        const matching = query && (await fetchMatchingRows(config, query.params, query.walk, progress));
        // Recorded first: a file the audit trail does not know of is never written.
        await recordBrowserExport(config, format, matching ?? rows, filter);
        await exportRows(format, config, matching ?? rows, filter);
        feedback.success(FEEDBACK_MESSAGES.exported((matching ?? rows).length, file));
      } catch (error) {
        console.error(`Failed to export ${config.label}`, error);
        feedback.failure(error, ADMIN_LIST_MESSAGES.exportFailed);
      } finally {
        setExporting(null);
      }
    },
    [config, rows, query, filter, feedback],
  );
  return { exporting, exportAs };
}
