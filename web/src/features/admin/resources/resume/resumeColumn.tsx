import type { ResourceColumn } from '../types';
import { ResumeCell } from './ResumeCell';
import { hasResume, resumeLink, type ResumeEndpoints, type ResumeRow } from './resumeFiles';

/** The Resume column: the cell with preview and download on screen, the download link in the exports. */
export function resumeColumn<Row extends ResumeRow & Record<string, unknown>>(endpoints: ResumeEndpoints): ResourceColumn<Row> {
  return {
    field: 'resume',
    header: 'Resume',
    width: 140,
    format: (_value, row) => (hasResume(row) ? resumeLink(endpoints.download, row._id) : ''),
    render: (row) => <ResumeCell row={row} endpoints={endpoints} />,
  };
}
