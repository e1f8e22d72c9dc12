import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { JOB_LIST_MESSAGES, JOBS_PAGE_SIZE } from '@careers/domain';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { CardGrid } from '../../../components/CardGrid';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { JobCard } from '../components/JobCard';
import { JobListEmpty, JobListError, JobListSkeleton } from '../components/JobListStatus';
import { JobSearchBar } from '../components/JobSearchBar';
import { useJobList } from '../api/jobList';
import { EMPTY_SEARCH, filterJobs, pageCount, pageOf, type JobCardData, type JobSearch } from '../jobList';
import { scrollBehavior, usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';

// The application form (and the zod schemas behind it) loads on the first Apply Now, so the
// list's first paint does not wait for it.
const loadApplicationModal = () => import('../components/ApplicationModal');
const ApplicationModal = lazy(() => loadApplicationModal().then((m) => ({ default: m.ApplicationModal })));

/** /jobs/current-opening: every fixed and affiliate job, searched on demand, JOBS_PAGE_SIZE per page. */
export default function CurrentOpeningsPage() {
  const list = useJobList();
  const [search, setSearch] = useState<JobSearch>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const [applyingTo, setApplyingTo] = useState<JobCardData | null>(null);
  const hasApplied = useRef(false);
  if (applyingTo) hasApplied.current = true;
  const resultsTop = useRef<HTMLHeadingElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  const jobs = list.status === 'loaded' ? list.jobs : null;
  const matches = useMemo(() => (jobs ? filterJobs(jobs, search) : []), [jobs, search]);
  const pages = pageCount(matches.length, JOBS_PAGE_SIZE);
  const visible = pageOf(matches, page, JOBS_PAGE_SIZE);
  const first = (Math.min(page, pages) - 1) * JOBS_PAGE_SIZE + 1;

  const runSearch = (next: JobSearch) => {
    setSearch(next);
    setPage(1);
  };

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
      <PageHero
        overline="Jobs"
        title="Current Openings"
        subtitle="Roles from our hiring partners across India. Search by job name or location, then apply in a minute with your resume."
      />
      <Container sx={{ mt: { xs: -4, md: -5 }, position: 'relative', pb: { xs: 8, md: 10 } }}>
        <JobSearchBar onSearch={runSearch} />
        <Box sx={{ mt: { xs: 4, md: 5 } }}>
          <Typography ref={resultsTop} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, scrollMarginTop: 88, '&:focus:not(:focus-visible)': { outline: 'none' } }}>
            Open positions
          </Typography>
          {list.status === 'loading' && <JobListSkeleton />}
          {list.status === 'error' && <JobListError message={list.message} />}
          {list.status === 'loaded' && (
            <>
              <Typography aria-live="polite" sx={{ color: 'text.secondary', mb: 3 }} data-testid="jobs-count">
                {matches.length === 0
                  ? '0 jobs'
                  : `Showing ${first}–${first + visible.length - 1} of ${matches.length} ${matches.length === 1 ? 'job' : 'jobs'}`}
              </Typography>
              {matches.length === 0 ? (
                <JobListEmpty message={JOB_LIST_MESSAGES.noResults} />
              ) : (
                <CardGrid>
                  {visible.map((job) => (
                    <JobCard key={job.key} job={job} onApply={setApplyingTo} />
                  ))}
                </CardGrid>
              )}
              {matches.length > 0 && (
                <Pagination
                  count={pages}
                  page={Math.min(page, pages)}
                  onChange={(_, next) => goToPage(next)}
                  color="primary"
                  shape="rounded"
                  siblingCount={1}
                  aria-label="Job list pages"
                  data-testid="jobs-pagination"
                  sx={{ mt: 5, display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
                />
              )}
            </>
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
