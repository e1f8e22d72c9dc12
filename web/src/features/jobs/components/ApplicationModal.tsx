import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { jobApplicationSchema } from '@careers/domain';
import { useMemo } from 'react';
import { useJobDetails } from '../api/jobDetails';
import type { JobCardData } from '../jobList';
import { JobDetailsView } from './JobDetailsView';
import { ResumeForm } from './ResumeForm';

/** Apply Now: the job's details (fetched on open) and the application form. Full screen on phones. */
export function ApplicationModal({ job, onClose }: { job: JobCardData | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="application-title"
      slotProps={{ paper: { 'data-testid': 'application-modal' } as object }}
    >
      {job && <ApplicationContent key={job.key} job={job} onClose={onClose} />}
    </Dialog>
  );
}

function ApplicationContent({ job, onClose }: { job: JobCardData; onClose: () => void }) {
  const details = useJobDetails(job);
  const extraFields = useMemo(
    () => ({ jobId: job.applyJobId, jobTitle: job.title, affiliateId: job.affiliateId }),
    [job.applyJobId, job.title, job.affiliateId],
  );

  return (
    <>
      <DialogTitle id="application-title" component="h2" sx={{ pr: 7 }}>
        <Typography component="span" variant="overline" sx={{ display: 'block', color: 'secondary.main', lineHeight: 1.6 }}>
          Apply for
        </Typography>
        {job.title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <JobDetailsView kind={job.kind} state={details} />
        <Divider sx={{ my: 3 }} />
        <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
          Your details
        </Typography>
        <ResumeForm
          idPrefix="apply"
          schema={jobApplicationSchema}
          endpoint="jobApply"
          extraFields={extraFields}
          submitLabel="Submit Application"
        />
      </DialogContent>
    </>
  );
}
