import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { JOB_LIST_MESSAGES, JOBS_PAGE_SIZE } from '@careers/domain';
import { CardGrid } from '../../../components/CardGrid';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import { useStaggeredReveal } from '../../../hooks/useStaggeredReveal';
import { pageCount, pageOf, type JobCardData } from '../jobList';
import { JobCard } from './JobCard';
import { JobListEmpty } from './JobListStatus';

interface JobResultsProps {
  /** Every job matching the search. */
  matches: JobCardData[];
  page: number;
  onApply: (job: JobCardData) => void;
  onPageChange: (page: number) => void;
}

/** The loaded list: how many jobs match, one page of their cards, and the page buttons. */
export function JobResults({ matches, page, onApply, onPageChange }: JobResultsProps) {
  const pages = pageCount(matches.length, JOBS_PAGE_SIZE);
  const visible = useMemo(() => pageOf(matches, page, JOBS_PAGE_SIZE), [matches, page]);
  const revealed = useStaggeredReveal(visible);
  const first = (Math.min(page, pages) - 1) * JOBS_PAGE_SIZE + 1;
  return (
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
          {visible.slice(0, revealed).map((job) => (
            <JobCard key={job.key} job={job} onApply={onApply} />
          ))}
        </CardGrid>
      )}
      {matches.length > 0 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => onPageChange(next)}
          color="primary"
          shape="rounded"
          siblingCount={1}
          aria-label="Job list pages"
          // The first page comes with the server's HTML: a press before the app is live is kept.
          renderItem={(item) => <PaginationItem {...item} {...EARLY_CLICK} />}
          data-testid="jobs-pagination"
          sx={{ mt: 5, display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
        />
      )}
    </>
  );
}
