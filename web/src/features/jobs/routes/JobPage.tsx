import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import {
  acceptsApplications,
  jobFactsOf,
  jobMetaDescription,
  jobPostingJsonLd,
  jsonForScript,
  absoluteUrl,
  parseJobPagePath,
  type JobPageKind,
  type PublicJobRow,
} from '@careers/domain';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '../../../components/NotFoundPage';
import { PageHero } from '../../../components/PageHero';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { SITE_ORIGIN } from '../../../config/siteOrigin';
import { usePageData } from '../../../lib/pageData';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import { useJobDetails, type JobDetails } from '../api/jobDetails';
import { BackToJobList } from '../components/BackToJobList';
import { ChatNowButton } from '../components/ChatNowButton';
import { ClosedJobNotice } from '../components/ClosedJobNotice';
import { JobDetailsView } from '../components/JobDetailsView';
import { ShareJobButton } from '../components/ShareJobButton';
import { affiliateJobCard, fixedJobCard, type JobCardData } from '../jobList';

const ApplicationModal = lazy(() => import('../components/ApplicationModal').then((m) => ({ default: m.ApplicationModal })));

type Target = { kind: JobPageKind; id: string };

/** The job's record: embedded by the jobPage function on the first load, fetched on client navigation. */
function useJobRecord(
  target: Target | null,
): { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; record: JobDetails; similar?: PublicJobRow[] } {
  const embedded = usePageData().job;
  const fromServer = embedded && target && embedded.kind === target.kind && embedded.id === target.id ? embedded : null;
  const fetched = useJobDetails(fromServer ? null : target);
  if (!target) return { status: 'missing' };
  if (fromServer)
    return fromServer.record
      ? { status: 'loaded', record: fromServer.record as JobDetails, similar: fromServer.similar }
      : { status: 'missing' };
  if (fetched.status === 'loaded') return { status: 'loaded', record: fetched.details };
  return fetched.status === 'error' ? { status: 'missing' } : { status: 'loading' };
}

/**
 * /jobs/{jobId}: one job with its details, Apply Now, Chat Now and a share action; JobPosting data for
 * search engines. A closed job's page says it takes no applications, offers similar open jobs, and
 * is kept out of search results (noindex, no JobPosting data, no Apply Now).
 */
export default function JobPage() {
  const { pathname } = useLocation();
  const target = parseJobPagePath(pathname);
  const job = useJobRecord(target);
  const [applying, setApplying] = useState(false);

  if (job.status === 'loading') return <PageLoader />;
  if (job.status === 'missing' || !target) return <NotFound />;

  const facts = jobFactsOf(target.kind, job.record);
  const card: JobCardData = target.kind === 'fixed' ? fixedJobCard(job.record) : affiliateJobCard(job.record);
  const description = jobMetaDescription(facts);
  const url = absoluteUrl(SITE_ORIGIN, facts.path);
  const open = acceptsApplications(job.record, new Date());

  return (
    <>
      <PageTitle
        title={facts.location ? `${facts.title} in ${facts.location}` : facts.title}
        description={description}
        canonicalPath={facts.path}
        noindex={!open}
      />
      {open && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jobPostingJsonLd(facts, SITE_ORIGIN)) }} />
      )}
      <PageHero
        overline={facts.role || 'Job opening'}
        title={facts.title}
        subtitle={[facts.location, facts.experience, facts.salary].filter(Boolean).join(' · ')}
      />
      <Container maxWidth="md" sx={{ mt: { xs: -4, md: -5 }, position: 'relative', pb: { xs: 8, md: 10 } }}>
        <Card component="article" data-testid="job-page" data-job-kind={target.kind} data-job-id={target.id}>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <BackToJobList />
            <JobDetailsView kind={target.kind} state={{ status: 'loaded', details: job.record }} headingLevel="h2" />
            {target.kind === 'affiliate' && facts.description === '' && <Box sx={{ mt: 2, color: 'text.secondary' }}>{description}</Box>}
            {!open && <ClosedJobNotice location={facts.location} similar={job.similar} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              {open && (
                <Button {...EARLY_CLICK} variant="contained" size="large" onClick={() => setApplying(true)}>
                  Apply Now
                </Button>
              )}
              <ChatNowButton jobTitle={facts.title} size="large" />
              <ShareJobButton title={facts.title} url={url} size="large" />
            </Stack>
          </CardContent>
        </Card>
      </Container>
      {applying && (
        <Suspense fallback={null}>
          <ApplicationModal job={card} onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </>
  );
}
