import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICANT_MESSAGES as A,
  PIPELINE_MESSAGES,
  REFERRED,
  STAGE_BADGE_COLORS,
  referralStageNamed,
  type ApplicationStatus,
} from '@careers/domain';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { PageTitle } from '../../../components/PageTitle';
import { PATHS } from '../../../config/paths';
import { useApplicationStatus } from '../api/applicationStatus';
import { NextInterview } from '../components/NextInterview';

/** The day of the last change, in words (the page is rendered in the browser only: its own time zone). */
const dayOf = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)) : '–';

/**
 * /applications/status/:token, the private link of the applicant's mails: the job, the stage in
 * the applicant's words, the day of the last change and the reference. Nothing else (no name, no
 * other applicant). Rendered in the browser only (never prerendered), `noindex`, and Hosting sends
 * it with `no-store` and `X-Robots-Tag: noindex` (firebase.json).
 */
export default function ApplicationStatusPage() {
  const { token = '' } = useParams();
  const state = useApplicationStatus(token);

  let body;
  if (state.status === 'loading') body = <Skeleton variant="rounded" height={220} data-testid="application-status-loading" />;
  else if (state.status === 'invalid')
    body = (
      <Alert severity="warning" data-testid="application-status-invalid">
        {PIPELINE_MESSAGES.statusNotFound}
      </Alert>
    );
  else if (state.status === 'error')
    body = (
      <Alert
        severity="error"
        data-testid="application-status-error"
        action={
          <Button color="inherit" size="small" onClick={state.retry}>
            {A.retry}
          </Button>
        }
      >
        {A.statusLoadFailed}
      </Alert>
    );
  else body = <StatusCard application={state.application} token={token} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={A.statusPageTitle} noindex />
      <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
        {A.statusHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {A.statusIntro}
      </Typography>
      <div aria-live="polite">{body}</div>
      <LinkButton to={PATHS.currentOpenings} sx={{ mt: 4 }}>
        {A.browseJobs}
      </LinkButton>
    </Container>
  );
}

function StatusCard({ application, token }: { application: ApplicationStatus; token: string }) {
  const stage = referralStageNamed(application.stage) ?? REFERRED;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }} data-testid="application-status">
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {A.jobLabel}
          </Typography>
          <Typography variant="h5" component="h2" data-testid="application-status-job">
            {application.jobTitle}
          </Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary" component="p">
            {A.stageLabel}
          </Typography>
          <Chip
            label={application.stage}
            color={STAGE_BADGE_COLORS[stage]}
            data-testid="application-status-stage"
            data-color={STAGE_BADGE_COLORS[stage]}
            sx={{ fontWeight: 700, fontSize: '1rem' }}
          />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
          <Typography component="dt" color="text.secondary">
            {A.updatedLabel}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="application-status-updated">
            <time dateTime={application.updatedAt ?? undefined}>{dayOf(application.updatedAt)}</time>
          </Typography>
          <Typography component="dt" color="text.secondary">
            {A.referenceLabel}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }} data-testid="application-status-reference">
            {application.reference}
          </Typography>
        </Box>
        {application.interview && <NextInterview interview={application.interview} token={token} />}
      </Stack>
    </Paper>
  );
}
