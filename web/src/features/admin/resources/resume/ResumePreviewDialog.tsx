import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, COMMON_MESSAGES, RESUME_PREVIEW_HEIGHT_PX } from '@careers/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadResume, resumeFileQueryOptions, resumeKind, type ResumeEndpoints } from './resumeFiles';

interface ResumePreviewDialogProps {
  id: string;
  fileName: string;
  endpoints: ResumeEndpoints;
  onClose: () => void;
}

type Preview = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The PDF fetched with the admin's token and shown from an object URL (revoked on close). */
function usePdfUrl(endpoints: ResumeEndpoints, id: string, enabled: boolean): Preview {
  const file = useQuery({ ...resumeFileQueryOptions(endpoints.view, id), enabled });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return undefined;
    // Always shown as a PDF (the server checked the file's bytes), never as a page of its own.
    const objectUrl = URL.createObjectURL(new Blob([file.data], { type: 'application/pdf' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  useEffect(() => {
    if (file.error) console.error('Failed to load the resume', file.error);
  }, [file.error]);
  if (file.isError) return { status: 'failed' };
  return url && file.data ? { status: 'ready', url } : { status: 'loading' };
}

/** The resume preview, 500 px high: a PDF inline; a Word file cannot be shown, so a download link. */
export function ResumePreviewDialog({ id, fileName, endpoints, onClose }: ResumePreviewDialogProps) {
  const isPdf = resumeKind(fileName) === 'pdf';
  const preview = usePdfUrl(endpoints, id, isPdf);
  const download = () =>
    void downloadResume(endpoints.download, id, fileName).catch((error: unknown) => console.error('Failed to download the resume', error));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="resume-preview-title">
      <DialogTitle id="resume-preview-title" sx={{ wordBreak: 'break-word' }}>
        {fileName}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box data-testid="resume-preview" sx={{ height: RESUME_PREVIEW_HEIGHT_PX, display: 'grid', placeItems: 'center' }}>
          {!isPdf || preview.status === 'failed' ? (
            <Box sx={{ p: 3, textAlign: 'center' }}>
              {!isPdf && <Typography sx={{ mb: 2 }}>{ADMIN_MESSAGES.docxNotSupported}</Typography>}
              <Link component="button" type="button" onClick={download} data-testid="resume-download-link">
                Download {fileName}
              </Link>
            </Box>
          ) : preview.status === 'loading' ? (
            <CircularProgress aria-label={COMMON_MESSAGES.loading} />
          ) : (
            <Box component="iframe" src={preview.url} title={fileName} sx={{ width: '100%', height: '100%', border: 0 }} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
