import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  JOB_LIFECYCLE_MESSAGES,
  KIND_WORDS,
  reviewStateText,
  TRASH_MESSAGES,
  type AffiliateJobWithReferrals,
  type Referral,
} from '@careers/domain';
import { useState } from 'react';
import { AffiliateJobEditDialog } from '../../../components/AffiliateJobEditDialog';
import { useAdminEditAffiliateJob, useDeleteAffiliateJob, useDeleteReferral, useSetAffiliateJobStatus } from '../api/affiliateJobsApi';
import { RecordAuditTrail } from '../audit/RecordAuditTrail';
import { ConfirmActionDialog } from '../resources/page/ConfirmActionDialog';
import { formatDayMonthYear } from '../resources/table/formatters';
import { stackedOnPhone } from './stackedOnPhone';
import { ReferStudentForm } from './ReferStudentForm';
import { UpdateStatusDialog } from './UpdateStatusDialog';

export const AFFILIATE_JOB_HEADERS = [
  'S.No',
  'Job Title',
  'Skillset',
  'Experience',
  'Location',
  'Salary',
  'Date Posted',
  'Students Referred',
  'Review',
  'Actions',
];
const REFERRAL_HEADERS = ['Name', 'Email', 'Status'];

type Open = 'view' | 'refer' | null;

/** The referred students of one job: name, email, status, Update Status and Delete (this referral only). */
function ReferredStudents({
  referrals,
  onUpdate,
  onDelete,
}: {
  referrals: readonly Referral[];
  onUpdate: (referral: Referral) => void;
  onDelete: (referral: Referral) => void;
}) {
  if (!referrals.length) return <Typography color="text.secondary">No students referred yet.</Typography>;
  return (
    <Table size="small" aria-label="Referred students" sx={stackedOnPhone}>
      <TableHead>
        <TableRow>
          {REFERRAL_HEADERS.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {referrals.map((referral) => (
          <TableRow key={referral._id} data-testid="referred-student">
            <TableCell data-label={REFERRAL_HEADERS[0]}>{referral.studentName}</TableCell>
            <TableCell data-label={REFERRAL_HEADERS[1]} sx={{ wordBreak: 'break-all' }}>
              {referral.email}
            </TableCell>
            <TableCell data-label={REFERRAL_HEADERS[2]} data-testid="referred-status">
              {referral.status}
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" variant="outlined" onClick={() => onUpdate(referral)}>
                  Update Status
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(referral)}
                  aria-label={`Delete referral of ${referral.studentName}`}
                >
                  Delete
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One job of the affiliate: its cells, View (referred students, the job's audit trail) / Refer (the form) expanding below,
 * and Edit / Delete of this job alone.
 */
export function AffiliateJobRow({ job, serial }: { job: AffiliateJobWithReferrals; serial: number }) {
  const [open, setOpen] = useState<Open>(null);
  const [updating, setUpdating] = useState<Referral | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<{ kind: 'job' } | { kind: 'referral'; referral: Referral } | null>(null);
  const edit = useAdminEditAffiliateJob();
  const deleteJob = useDeleteAffiliateJob();
  const deleteReferral = useDeleteReferral();
  const setStatus = useSetAffiliateJobStatus();
  const closed = job.status === 'closed';
  const confirmDelete = async () => {
    try {
      if (deleting?.kind === 'job') await deleteJob.mutateAsync(job._id);
      else if (deleting?.kind === 'referral') await deleteReferral.mutateAsync(deleting.referral._id);
    } catch (error) {
      console.error('Failed to delete', error);
    } finally {
      setDeleting(null);
    }
  };
  const toggle = (which: Exclude<Open, null>) => setOpen((current) => (current === which ? null : which));
  const cells = [
    String(serial),
    job.jobTitle,
    job.skillset,
    job.experience,
    job.location,
    job.salary,
    formatDayMonthYear(job.createdAt),
    String(job.referredCount),
    reviewStateText(job.review, job.reviewReason),
  ];
  return (
    <>
      <TableRow data-testid="affiliate-job" data-job-id={job._id} sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        {cells.map((text, index) => (
          <TableCell
            key={AFFILIATE_JOB_HEADERS[index]}
            data-label={AFFILIATE_JOB_HEADERS[index]}
            data-testid={index === 7 ? 'students-referred' : undefined}
          >
            {text}
          </TableCell>
        ))}
        <TableCell data-label={AFFILIATE_JOB_HEADERS[9]}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant={open === 'view' ? 'contained' : 'outlined'}
              aria-expanded={open === 'view'}
              onClick={() => toggle('view')}
            >
              View
            </Button>
            <Button
              size="small"
              variant={open === 'refer' ? 'contained' : 'outlined'}
              aria-expanded={open === 'refer'}
              onClick={() => toggle('refer')}
            >
              Refer
            </Button>
            <Button size="small" onClick={() => setEditing(true)} aria-label={`Edit ${job.jobTitle}`}>
              Edit
            </Button>
            <Button
              size="small"
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ job, status: closed ? 'open' : 'closed' })}
              aria-label={`${closed ? 'Reopen' : 'Close'} ${job.jobTitle}`}
            >
              {closed ? 'Reopen' : 'Close'}
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting({ kind: 'job' })} aria-label={`Delete ${job.jobTitle}`}>
              Delete
            </Button>
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={AFFILIATE_JOB_HEADERS.length} sx={{ py: 0 }}>
          <Collapse in={open !== null} unmountOnExit>
            <Box sx={{ py: 2 }}>
              {open === 'view' && (
                <>
                  <ReferredStudents
                    referrals={job.referrals}
                    onUpdate={setUpdating}
                    onDelete={(referral) => setDeleting({ kind: 'referral', referral })}
                  />
                  <RecordAuditTrail id={job._id} title={`Audit trail of ${job.jobTitle}`} sx={{ mt: 2 }} />
                </>
              )}
              {open === 'refer' && <ReferStudentForm job={job} />}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
      {updating && <UpdateStatusDialog referral={updating} onClose={() => setUpdating(null)} />}
      {editing && (
        <AffiliateJobEditDialog
          job={job}
          save={(fields) => edit.mutateAsync({ id: job._id, job: fields })}
          saving={edit.isPending}
          note={JOB_LIFECYCLE_MESSAGES.adminEditKeepsReview}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmActionDialog
        open={deleting !== null}
        title={deleting?.kind === 'referral' ? 'Delete Referral' : 'Delete Job'}
        text={
          deleting?.kind === 'referral'
            ? `Delete the referral of ${deleting.referral.studentName}? The affiliate's other referrals stay.`
            : `Delete ${job.jobTitle} and its referrals? The affiliate's other jobs stay.`
        }
        count={TRASH_MESSAGES.deleteToTrash(1, deleting?.kind === 'referral' ? KIND_WORDS.referrals : KIND_WORDS.affiliateJobs)}
        busy={deleteJob.isPending || deleteReferral.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
