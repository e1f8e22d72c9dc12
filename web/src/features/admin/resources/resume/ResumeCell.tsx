import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useState } from 'react';
import { ResumePreviewDialog } from './ResumePreviewDialog';
import { downloadResume, hasResume, resumeKind, type ResumeEndpoints, type ResumeRow } from './resumeFiles';

/** The resume column's cell: file-type icon, view (preview dialog) and download, disabled without a resume. */
export function ResumeCell({ row, endpoints }: { row: ResumeRow; endpoints: ResumeEndpoints }) {
  const [previewing, setPreviewing] = useState(false);
  const present = hasResume(row);
  const fileName = row.resume ?? '';
  const kind = present ? resumeKind(fileName) : null;
  const download = () =>
    void downloadResume(endpoints.download, row._id, fileName).catch((error: unknown) =>
      console.error('Failed to download the resume', error),
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="resume-cell">
      {kind === 'pdf' && <PictureAsPdfIcon color="error" fontSize="small" titleAccess="PDF" />}
      {kind === 'word' && <DescriptionIcon color="primary" fontSize="small" titleAccess="DOCX" />}
      <Tooltip title="View resume">
        <span>
          <IconButton size="small" aria-label="View resume" disabled={!present} onClick={() => setPreviewing(true)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Download resume">
        <span>
          <IconButton size="small" aria-label="Download resume" disabled={!present} onClick={download}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {previewing && <ResumePreviewDialog id={row._id} fileName={fileName} endpoints={endpoints} onClose={() => setPreviewing(false)} />}
    </Stack>
  );
}
