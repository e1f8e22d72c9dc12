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
import type { AffiliateJobWithReferrals, Referral } from '@careers/domain';
import { useState } from 'react';
import { formatDayMonthYear } from '../resources/formatters';
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
  'Actions',
];
const REFERRAL_HEADERS = ['Name', 'Email', 'Status'];

type Open = 'view' | 'refer' | null;

/** The referred students of one job: name, email, status and Update Status. */
function ReferredStudents({ referrals, onUpdate }: { referrals: readonly Referral[]; onUpdate: (referral: Referral) => void }) {
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
              <Button size="small" variant="outlined" onClick={() => onUpdate(referral)}>
                Update Status
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One job of the affiliate: its cells, and View (referred students) / Refer (the form) expanding below. */
export function AffiliateJobRow({ job, serial }: { job: AffiliateJobWithReferrals; serial: number }) {
  const [open, setOpen] = useState<Open>(null);
  const [updating, setUpdating] = useState<Referral | null>(null);
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
        <TableCell data-label={AFFILIATE_JOB_HEADERS[8]}>
          <Stack direction="row" spacing={1}>
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
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={AFFILIATE_JOB_HEADERS.length} sx={{ py: 0 }}>
          <Collapse in={open !== null} unmountOnExit>
            <Box sx={{ py: 2 }}>
              {open === 'view' && <ReferredStudents referrals={job.referrals} onUpdate={setUpdating} />}
              {open === 'refer' && <ReferStudentForm job={job} />}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
      {updating && <UpdateStatusDialog referral={updating} onClose={() => setUpdating(null)} />}
    </>
  );
}
