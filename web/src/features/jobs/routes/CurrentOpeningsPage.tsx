import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { jobListSearchOf, jobListViewOf, type JobListView } from '@careers/domain';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from '../../../lib/keepScroll';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { JobListError, JobListSkeleton } from '../components/JobListStatus';
import { JobResults } from '../components/JobResults';
import { JobSearchBar } from '../components/JobSearchBar';
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
    subtitle="Roles from our hiring partners across India. Search by job name or location, then apply in a minute with your resume."
  />
);

/**
 * /jobs/current-opening: the fixed and affiliate jobs, searched on demand, JOBS_PAGE_SIZE per page,
 * read from the server a page at a time. The URL keeps the search and the page (?q=, ?location=,
 * ?page=), so back, forward and reload show the same.
 */
export default function CurrentOpeningsPage() {
  const [params] = useSearchParams();
  const view = useMemo(() => jobListViewOf(params), [params]);
  const search = useMemo<JobSearch>(() => ({ jobName: view.q, location: view.location }), [view.q, view.location]);
  // The cards render in a background pass that yields to input (a page arrives just after the page
  // has hydrated), not in one long task.
  const results = useDeferredValue(useJobList(view));
  const [applyingTo, setApplyingTo] = useState<JobCardData | null>(null);
  const hasApplied = useRef(false);
  if (applyingTo) hasApplied.current = true;
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  const navigate = useNavigate();

  // The page's place is kept: a new search or page moves the reader to the results, not to the top.
  const show = useCallback((next: JobListView) => navigate({ search: jobListSearchOf(next) }, { state: KEEP_SCROLL }), [navigate]);

  const runSearch = useCallback((next: JobSearch) => show({ q: next.jobName.trim(), location: next.location.trim(), page: 1 }), [show]);

  // A new page brings the reader (and keyboard focus) back to the top of the results.
  const goToPage = (next: number) => {
    show({ ...view, page: next });
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
