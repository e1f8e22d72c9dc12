import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMON_MESSAGES, ENDPOINTS, apiPath, type AdminPage } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { adminQueryKey } from '../api/queryKeys';
import { formatDayMonthYearTime } from '../resources/formatters';

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

/** A record's own audit trail, for its detail view: who changed or exported it, and when. */
export function RecordAuditTrail({ id }: { id: string }) {
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
