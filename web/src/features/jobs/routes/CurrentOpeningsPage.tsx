import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { JOB_LIST_MESSAGES } from '@careers/domain';
import Alert from '@mui/material/Alert';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { JobListError, JobListSkeleton } from '../components/JobListStatus';
import { JobResults } from '../components/JobResults';
import { JobFilters } from '../components/JobFilters';
import { JobSearchBar } from '../components/JobSearchBar';
import { useJobListView } from '../useJobListView';
import { useJobList } from '../api/jobList';
import type { JobCardData, JobSearch } from '../jobList';
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
  skillsLabel: 'Role Category',
  jobType: 'Sample',
  postedAt: '2026-01-01T00:00:00.000Z',
  role: 'Sample',
};

/**
 * The loaded list as it first shows: the prerendered page (which shows the loading state) carries
 * its CSS, so the client does not compile the cards' styles when the list arrives.
 */
export const criticalStyles = <JobResults cards={[styleSample]} page={1} pages={1} total={1} onApply={noop} onPageChange={noop} />;

// Static: an element made once is skipped when the page re-renders (the list arriving, paging).
const hero = (
  <PageHero
    overline="Jobs"
    title="Current Openings"
    subtitle="Roles from our hiring partners across India. Search by job name or location, narrow by department, experience or job type, then apply in a minute with your resume."
  />
);

/**
 * /jobs/current-opening: the fixed and affiliate jobs, searched on demand, filtered and ordered,
 * JOBS_PAGE_SIZE per page, read from the server a page at a time. The URL keeps the search, the
 * filters, the order and the page (useJobListView), so back, forward, reload and a shared link show the same.
 */
export default function CurrentOpeningsPage() {
  const { view, change, goToPage: showPage } = useJobListView();
  const filters = useMemo(
    () => ({ department: view.department, experience: view.experience, jobType: view.jobType, sort: view.sort }),
    [view.department, view.experience, view.jobType, view.sort],
  );
  const search = useMemo<JobSearch>(() => ({ jobName: view.q, location: view.location }), [view.q, view.location]);
  // The cards render in a background pass that yields to input (a page arrives just after the page
  // has hydrated), not in one long task.
  const results = useDeferredValue(useJobList(view));
  const [applyingTo, setApplyingTo] = useState<JobCardData | null>(null);
  const hasApplied = useRef(false);
  if (applyingTo) hasApplied.current = true;
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  // The page's place is kept: a new search or page moves the reader to the results, not to the top.
  const runSearch = useCallback((next: JobSearch) => change({ q: next.jobName.trim(), location: next.location.trim() }), [change]);

  // A new page brings the reader (and keyboard focus) back to the top of the results.
  const goToPage = (next: number) => {
    showPage(next);
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
        <JobSearchBar search={search} onSearch={runSearch} />
        <JobFilters filters={filters} onChange={change} />
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
          {results.status === 'loaded' && results.unavailable && (
            <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="jobs-partial">
              {results.unavailable === 'fixed' ? JOB_LIST_MESSAGES.fixedJobsUnavailable : JOB_LIST_MESSAGES.partnerJobsUnavailable}
            </Alert>
          )}
          {results.status === 'loaded' && (
            <JobResults
              cards={results.cards}
              page={results.page}
              pages={results.pages}
              total={results.total}
              onApply={setApplyingTo}
              onPageChange={goToPage}
            />
          )}
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
