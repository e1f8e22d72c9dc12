import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { APPLICANT_MESSAGES as A, RESUME_MESSAGES, jobApplicationSchema } from '@careers/domain';
import { useMemo, useState } from 'react';
import { useJobDetails } from '../api/jobDetails';
import type { JobCardData } from '../jobList';
import type { ResumeAnswer } from '../api/uploadResume';
import { JobDetailsView } from './JobDetailsView';
import { ResumeForm } from './ResumeForm';
import { deviceStorage, referralCodeFor } from '../../../lib/referralCode';

/** The referral code this device arrived with in the last 30 days, sent with the application ('' for none). */
const referralCodeNow = () => {
  const storage = deviceStorage();
  return storage ? referralCodeFor(storage) : '';
};

/**
 * Apply Now: the job's details (fetched on open) and the application form, then a confirmation
 * view with the spec's success message and the application's reference, which stays until the applicant closes it. Full screen on phones.
 */
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
  const [sent, setSent] = useState<ResumeAnswer | null>(null);
  const extraFields = useMemo(
    () => ({ jobId: job.applyJobId, jobTitle: job.title, affiliateId: job.affiliateId, ref: referralCodeNow() }),
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
      {sent ? (
        <ApplicationConfirmation answer={sent} onClose={onClose} />
      ) : (
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
            onSent={setSent}
          />
        </DialogContent>
      )}
    </>
  );
}

/** The end of an application: its reference and where the status link went; closed only by the applicant. */
function ApplicationConfirmation({ answer, onClose }: { answer: ResumeAnswer; onClose: () => void }) {
  return (
    <>
      <DialogContent dividers data-testid="application-confirmation">
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, sm: 5 } }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
            {RESUME_MESSAGES.uploadSuccess}
          </Typography>
          {answer.reference && (
            <Typography sx={{ fontSize: '1.125rem' }}>
              {A.yourReference}{' '}
              <Box component="strong" sx={{ fontFamily: 'monospace', letterSpacing: 1 }} data-testid="application-reference">
                {answer.reference}
              </Box>
            </Typography>
          )}
          <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
            {A.statusLinkMailed}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {/* The form that had the focus is gone: the focus moves here. */}
        <Button variant="contained" onClick={onClose} autoFocus data-testid="application-confirmation-close">
          {A.close}
        </Button>
      </DialogActions>
    </>
  );
}
