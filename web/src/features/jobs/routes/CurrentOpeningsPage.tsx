import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { JobListError, JobListSkeleton } from '../components/JobListStatus';
import { JobResults } from '../components/JobResults';
import { JobSearchBar } from '../components/JobSearchBar';
import { useJobList } from '../api/jobList';
import { EMPTY_SEARCH, filterJobs, type JobCardData, type JobSearch } from '../jobList';
import { scrollBehavior, usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';

// The application form (and the zod schemas behind it) loads on the first Apply Now, so the
// list's first paint does not wait for it.
const loadApplicationModal = () => import('../components/ApplicationModal');
const ApplicationModal = lazy(() => loadApplicationModal().then((m) => ({ default: m.ApplicationModal })));

const noop = () => {};
const styleSample: JobCardData = {
  key: 'sample',
  kind: 'affiliate',
  id: 'sample',
  applyJobId: 'sample',
  affiliateId: '',
  title: 'Sample',
  location: 'Sample',
  salary: 'Sample',
  experience: 'Sample',
  skills: 'Sample',
  role: 'Sample',
};

/**
 * The loaded list as it first shows: the prerendered page (which shows the loading state) carries
 * its CSS, so the client does not compile the cards' styles when the list arrives.
 */
export const criticalStyles = <JobResults matches={[styleSample]} page={1} onApply={noop} onPageChange={noop} />;

// Static: an element made once is skipped when the page re-renders (the list arriving, paging).
const hero = (
  <PageHero
    overline="Jobs"
    title="Current Openings"
    subtitle="Roles from our hiring partners across India. Search by job name or location, then apply in a minute with your resume."
  />
);

/** /jobs/current-opening: every fixed and affiliate job, searched on demand, JOBS_PAGE_SIZE per page. */
export default function CurrentOpeningsPage() {
  // The cards render in a background pass that yields to input (the list arrives just after the page
  // has hydrated), not in one long task.
  const results = useDeferredValue(useJobList());
  const [search, setSearch] = useState<JobSearch>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const [applyingTo, setApplyingTo] = useState<JobCardData | null>(null);
  const hasApplied = useRef(false);
  if (applyingTo) hasApplied.current = true;
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  const jobs = results.status === 'loaded' ? results.jobs : null;
  const matches = useMemo(() => (jobs ? filterJobs(jobs, search) : []), [jobs, search]);

  const runSearch = useCallback((next: JobSearch) => {
    setSearch(next);
    setPage(1);
  }, []);

  // A new page brings the reader (and keyboard focus) back to the top of the results.
  const goToPage = (next: number) => {
    setPage(next);
    const heading = resultsTop.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ behavior: scrollBehavior(reduceMotion), block: 'start' });
  };

  return (
    <>
      <PageTitle {...PAGE_HEAD.currentOpenings} />
      {hero}
      <Container sx={{ mt: { xs: -4, md: -5 }, position: 'relative', pb: { xs: 8, md: 10 } }}>
        <JobSearchBar onSearch={runSearch} />
        <Box sx={{ mt: { xs: 4, md: 5 } }}>
          <Typography
            ref={resultsTop}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ mb: 1, scrollMarginTop: 88, '&:focus:not(:focus-visible)': { outline: 'none' } }}
          >
            Open positions
          </Typography>
          {results.status === 'loading' && <JobListSkeleton />}
          {results.status === 'error' && <JobListError message={results.message} />}
          {results.status === 'loaded' && <JobResults matches={matches} page={page} onApply={setApplyingTo} onPageChange={goToPage} />}
        </Box>
      </Container>
      {hasApplied.current && (
        <Suspense fallback={null}>
          <ApplicationModal job={applyingTo} onClose={() => setApplyingTo(null)} />
        </Suspense>
      )}
    </>
  );
}
