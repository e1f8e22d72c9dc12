import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMON_MESSAGES, ENDPOINTS, apiPath, type AdminPage } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { useMayCall } from '../../../lib/session';
import { adminQueryKey } from '../api/queryKeys';
import { formatDayMonthYearTime } from '../resources/table/formatters';

interface AuditRow {
  _id: string;
  at: string;
  actorEmail: string;
  summary: string;
}

/** One record's audit entries, newest first (GET /api/admin/audit?target=): under the admin root, so every write refreshes it. */
export const recordAuditQuery = (id: string) =>
  queryOptions({
    queryKey: adminQueryKey('auditList', 'record', id),
    queryFn: ({ signal }) => apiFetch<AdminPage<AuditRow>>(apiPath(ENDPOINTS.auditList, {}, { target: id }), { signal }),
    staleTime: 0,
  });

/** The entries themselves: who changed or exported the record, and when. */
function RecordAuditEntries({ id }: { id: string }) {
  const entries = useQuery(recordAuditQuery(id));
  if (entries.isPending) return <CircularProgress size={24} aria-label={COMMON_MESSAGES.loading} />;
  if (entries.isError) return <Alert severity="error">Could not load the audit trail.</Alert>;
  if (!entries.data.rows.length) return <Typography color="text.secondary">No audit entries yet.</Typography>;
  return (
    <Box component="ul" aria-label="Audit trail" sx={{ m: 0, pl: 2 }}>
      {entries.data.rows.map((entry) => (
        <Box component="li" key={entry._id} data-testid="audit-entry" sx={{ mb: 1 }}>
          <Typography sx={{ wordBreak: 'break-word' }}>{entry.summary}</Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={entry.at}>{formatDayMonthYearTime(entry.at)}</time> · {entry.actorEmail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface RecordAuditTrailProps {
  /** The record's document id: the entries whose ids name it. */
  id: string;
  /** The section's heading ('Audit trail' unless given: a page with several names each). */
  title?: string;
  /** Its level: h2 on a page, h3 inside a dialog or a row under the page's h2. */
  heading?: 'h2' | 'h3';
  sx?: SxProps<Theme>;
}

/**
 * A record's own audit trail, for every view of one record (the application, a job's view and edit
 * dialogs and its board, an affiliate's jobs and each of them): a titled section, or nothing for a
 * role the audit API refuses (a recruiter), which is then never asked.
 */
export function RecordAuditTrail({ id, title = 'Audit trail', heading = 'h2', sx }: RecordAuditTrailProps) {
  const mayCall = useMayCall();
  if (!mayCall('auditList')) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid="record-audit"
      sx={[{ p: 2, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography variant="h6" component={heading} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <RecordAuditEntries id={id} />
    </Paper>
  );
}
