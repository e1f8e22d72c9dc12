import type { FieldView } from '../screens/screenFields';
import { ResumeCell } from './ResumeCell';
import { hasResume, resumeLink, type ResumeEndpoints, type ResumeRow } from './resumeFiles';

/** The Resume column's view: the cell with preview and download on screen, the download link in the exports. */
export function resumeView<Row extends ResumeRow & Record<string, unknown>>(endpoints: ResumeEndpoints): FieldView<Row> {
  return {
    width: 130,
    minWidth: 124,
    controls: true,
    format: (_value, row) => (hasResume(row) ? resumeLink(endpoints.download, row._id) : ''),
    render: (row) => <ResumeCell row={row} endpoints={endpoints} />,
  };
}
