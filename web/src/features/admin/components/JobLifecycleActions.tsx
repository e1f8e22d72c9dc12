import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LockIcon from '@mui/icons-material/Lock';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { ADMIN_LIST_MESSAGES, JOB_STATUS_LABELS, jobStatusOf, type JobStatus } from '@careers/domain';
import { useDuplicateJob, useSetJobStatus } from '../api/jobPostsApi';
import type { ResourceList } from '../resources/types';
import type { JobRow } from './JobPostDialogs';

/**
 * The job posts' lifecycle (domain/src/jobLifecycle.ts): a status chip per row, a row's Open / Close / Reopen and
 * Duplicate, and Open / Close on the selected rows (on a selected query, a bulk action on the server).
 */

const CHIP_COLORS = { draft: 'default', open: 'success', closed: 'warning' } as const;

export const jobStatusText = (status: unknown) => JOB_STATUS_LABELS[jobStatusOf(status)];

export function JobStatusChip({ status }: { status: unknown }) {
  const known = jobStatusOf(status);
  return (
    <Chip size="small" label={JOB_STATUS_LABELS[known]} color={CHIP_COLORS[known]} variant={known === 'open' ? 'filled' : 'outlined'} />
  );
}

/** The status a row's lifecycle button sets, and its name: a draft opens, an open job closes, a closed one reopens. */
const NEXT_STATUS: Record<JobStatus, { status: JobStatus; label: string; Icon: typeof PlayArrowIcon }> = {
  draft: { status: 'open', label: 'Open', Icon: PlayArrowIcon },
  open: { status: 'closed', label: 'Close', Icon: LockIcon },
  closed: { status: 'open', label: 'Reopen', Icon: ReplayIcon },
};

export function JobRowLifecycleActions({ row }: { row: JobRow }) {
  const setStatus = useSetJobStatus();
  const duplicate = useDuplicateJob();
  const title = row.title ?? '';
  const jobId = row.jobId || row._id;
  const next = NEXT_STATUS[jobStatusOf(row.status)];
  return (
    <>
      <Tooltip title={next.label}>
        <IconButton
          aria-label={`${next.label} ${title}`}
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate({ jobIds: [jobId], status: next.status })}
          size="small"
        >
          <next.Icon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Duplicate">
        <IconButton aria-label={`Duplicate ${title}`} disabled={duplicate.isPending} onClick={() => duplicate.mutate(jobId)} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}

const BULK = [
  { status: 'open', label: 'Open Selected', action: 'open', text: ADMIN_LIST_MESSAGES.openMatching },
  { status: 'closed', label: 'Close Selected', action: 'close', text: ADMIN_LIST_MESSAGES.closeMatching },
] as const;

export function JobBulkStatusButtons({ list }: { list: ResourceList<JobRow> }) {
  const setStatus = useSetJobStatus();
  return BULK.map(({ status, label, action, text }) => (
    <Button
      key={action}
      variant="outlined"
      disabled={list.selectedCount === 0 || setStatus.isPending}
      onClick={() =>
        list.querySelected
          ? list.askForQuery({ request: { action }, title: label, text: text(list.selectedCount), confirmLabel: label })
          : setStatus.mutate({ jobIds: [...list.selection], status }, { onSuccess: () => list.clearSelection() })
      }
    >
      {label}
    </Button>
  ));
}
