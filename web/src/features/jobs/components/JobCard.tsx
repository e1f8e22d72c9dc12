import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import PlaceIcon from '@mui/icons-material/Place';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import ScheduleIcon from '@mui/icons-material/Schedule';
import EventIcon from '@mui/icons-material/Event';
import { absoluteUrl, jobPagePath } from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { SITE_ORIGIN } from '../../../config/siteOrigin';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import { ChatNowButton } from './ChatNowButton';
import { ShareJobButton } from './ShareJobButton';
import type { ReactNode } from 'react';
import type { IconComponent } from '../../../components/icon';
import type { JobCardData } from '../jobList';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { TAP_TARGET_SX } from '../../../config/theme';

/** A fact with its icon; `label` (read to screen readers only) names it when its text does not. */
function Fact({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Icon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
      <Typography variant="body2" sx={{ minWidth: 0 }}>
        {label && (
          <Box component="span" sx={visuallyHidden}>
            {label}:{' '}
          </Box>
        )}
        {children}
      </Typography>
    </Stack>
  );
}

let postedDay: Intl.DateTimeFormat | undefined;
/**
 * The day a job was posted, in India's time zone: the server and the browser write the same day.
 * The formatter is made on first use: the first one with a time zone loads the browser's time-zone
 * data, a task of about 100 ms on a slow phone, which only a page that shows a card pays for.
 */
function postedOn(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  postedDay ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return postedDay.format(new Date(iso));
}

/**
 * One opening: title, facts (location, experience, salary, job type, posting day), role category
 * or skills, and the Apply Now, Chat Now and Share actions.
 */
export function JobCard({ job, onApply }: { job: JobCardData; onApply: (job: JobCardData) => void }) {
  const titleId = `job-title-${job.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const posted = postedOn(job.postedAt);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="job-card"
      data-job-kind={job.kind}
      data-job-id={job.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', '&:hover': { borderColor: 'primary.light' } }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1, p: { xs: 2.5, md: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={jobPagePath(job.kind, job.id)}
              color="inherit"
              underline="hover"
              data-testid="job-page-link"
              sx={TAP_TARGET_SX}
            >
              {job.title || 'Untitled role'}
            </Link>
          </Typography>
          {job.kind === 'affiliate' && <Chip label="Partner" size="small" color="secondary" variant="outlined" />}
        </Stack>
        {job.role && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {job.role}
          </Typography>
        )}
        <Stack spacing={0.75}>
          {job.location && (
            <Fact icon={PlaceIcon} label="Location">
              {job.location}
            </Fact>
          )}
          {job.experience && (
            <Fact icon={WorkHistoryIcon} label="Experience">
              {job.experience}
            </Fact>
          )}
          {job.salary && (
            <Fact icon={CurrencyRupeeIcon} label="Salary">
              {job.salary}
            </Fact>
          )}
          {job.jobType && (
            <Fact icon={ScheduleIcon} label="Job type">
              <span data-testid="job-type">{job.jobType}</span>
            </Fact>
          )}
          {posted && (
            <Fact icon={EventIcon} label="">
              <Box component="time" dateTime={job.postedAt} data-testid="job-posted">
                Posted {posted}
              </Box>
            </Fact>
          )}
        </Stack>
        {job.skills && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="job-skills">
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {job.skillsLabel}:
            </Box>{' '}
            {job.skills}
          </Typography>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: { xs: 2.5, md: 3 }, pb: { xs: 2.5, md: 3 }, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button {...EARLY_CLICK} variant="contained" onClick={() => onApply(job)} aria-describedby={titleId} sx={{ flex: '1 1 auto' }}>
          Apply Now
        </Button>
        <ChatNowButton jobTitle={job.title} aria-describedby={titleId} sx={{ flex: '1 1 auto' }} />
        <ShareJobButton title={job.title} url={absoluteUrl(SITE_ORIGIN, jobPagePath(job.kind, job.id))} size="small" />
      </CardActions>
    </Card>
  );
}
