import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import {
  AFFILIATE_JOBS_PAGE_SIZE,
  AFFILIATE_MESSAGES as M,
  COMMON_MESSAGES,
  JOB_LIFECYCLE_MESSAGES,
  JOB_STATUS_LABELS,
  reviewStateText,
  type AffiliateJob,
  type ReviewedAffiliateJob,
} from '@careers/domain';
import { useState } from 'react';
import { AffiliateJobEditDialog } from '../../../components/AffiliateJobEditDialog';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useEditJob, useOwnJobs, useSetJobStatus } from '../api/dashboardApi';
import { ShareJobLink } from '../commissions/ShareJobLink';

const COLUMNS: { key: keyof AffiliateJob; label: string }[] = [
  { key: 'jobTitle', label: 'Job Title' },
  { key: 'skillset', label: 'Skillset' },
  { key: 'experience', label: 'Experience' },
  { key: 'location', label: 'Location' },
  { key: 'domain', label: 'Domain' },
  { key: 'salary', label: 'Salary' },
];

const REVIEW_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** A job's review: pending until an admin approves it; a rejection shows its reason. */
function ReviewState({ job }: { job: ReviewedAffiliateJob }) {
  const chip = (
    <Chip
      size="small"
      data-testid="job-review"
      color={REVIEW_COLOR[job.review]}
      label={reviewStateText(job.review, job.reviewReason)}
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
  if (job.status === 'open') return chip;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {chip}
      <Chip size="small" variant="outlined" data-testid="job-status" label={JOB_STATUS_LABELS[job.status]} />
    </Box>
  );
}

/**
 * Edit (the job goes back to review), Close or Reopen (the job's status; a closed job leaves the
 * public lists), and Share (the public page with the affiliate's referral code) while it is public.
 */
function JobActions({ job, onEdit }: { job: ReviewedAffiliateJob; onEdit: (job: AffiliateJob) => void }) {
  const setStatus = useSetJobStatus();
  const closed = job.status === 'closed';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<EditIcon fontSize="small" />} onClick={() => onEdit(job)} aria-label={`Edit ${job.jobTitle}`}>
        Edit
      </Button>
      <Button
        size="small"
        color={closed ? 'primary' : 'warning'}
        disabled={setStatus.isPending}
        onClick={() => setStatus.mutate({ id: job._id, change: { status: closed ? 'open' : 'closed' } })}
        aria-label={`${closed ? 'Reopen' : 'Close'} ${job.jobTitle}`}
      >
        {closed ? 'Reopen' : 'Close'}
      </Button>
      <ShareJobLink job={job} />
    </Box>
  );
}

/**
 * 'Posted Jobs': the affiliate's jobs, 5 per page, each with its review state and an Edit action;
 * a table on wide screens, cards on phones.
 */
export function PostedJobsTable() {
  const [editing, setEditing] = useState<AffiliateJob | null>(null);
  const edit = useEditJob();
  const jobs = useOwnJobs();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const rows = jobs.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / AFFILIATE_JOBS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * AFFILIATE_JOBS_PAGE_SIZE;
  const shown = rows.slice(first, first + AFFILIATE_JOBS_PAGE_SIZE);

  let body;
  if (jobs.isPending) body = <Typography>{COMMON_MESSAGES.loading}</Typography>;
  else if (jobs.isError) body = <Alert severity="error">{serverMessage(jobs.error, M.jobPostFailed)}</Alert>;
  else if (rows.length === 0) body = <Typography color="text.secondary">{M.noJobsPosted}</Typography>;
  else if (phone)
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} data-testid="posted-jobs">
        {shown.map((job, i) => (
          <Paper component="li" variant="outlined" key={job._id} sx={{ p: 2, borderRadius: 2 }} data-testid="posted-job">
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {first + i + 1}. {job.jobTitle}
            </Typography>
            {COLUMNS.slice(1).map((column) => (
              <Typography key={column.key} variant="body2">
                <strong>{column.label}:</strong> {job[column.key]}
              </Typography>
            ))}
            <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <ReviewState job={job} />
              <JobActions job={job} onEdit={setEditing} />
            </Box>
          </Paper>
        ))}
      </Box>
    );
  else
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="posted-jobs">
          <TableHead>
            <TableRow>
              <TableCell>S.No</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
              ))}
              <TableCell>Review</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((job, i) => (
              <TableRow key={job._id} data-testid="posted-job">
                <TableCell>{first + i + 1}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key}>{job[column.key]}</TableCell>
                ))}
                <TableCell sx={{ maxWidth: 240 }}>
                  <ReviewState job={job} />
                </TableCell>
                <TableCell>
                  <JobActions job={job} onEdit={setEditing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Box component="section" aria-labelledby="posted-jobs-title" sx={{ mt: 6 }}>
      <Typography id="posted-jobs-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Posted Jobs
      </Typography>
      {body}
      {pages > 1 ? (
        <Pagination count={pages} page={current} onChange={(_, next) => setPage(next)} sx={{ mt: 2 }} aria-label="Posted jobs pages" />
      ) : null}
      {editing && (
        <AffiliateJobEditDialog
          key={editing._id}
          job={editing}
          save={(job) => edit.mutateAsync({ id: editing._id, job })}
          saving={edit.isPending}
          note={JOB_LIFECYCLE_MESSAGES.editGoesToReview}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
