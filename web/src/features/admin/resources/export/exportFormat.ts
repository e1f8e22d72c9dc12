/** The files a list exports in the page, and how far an export is (types only: the list state names them). */
export type ExportFormat = 'xlsx' | 'pdf' | 'csv';

/** An export under way: rows received of the total (0 while the selected rows are written at once). */
export interface ExportProgress {
  format: ExportFormat;
  received: number;
  total: number;
}
