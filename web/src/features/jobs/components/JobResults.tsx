import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { JOB_LIST_MESSAGES, JOBS_PAGE_SIZE } from '@careers/domain';
import { CardGrid } from '../../../components/CardGrid';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import type { JobCardData } from '../jobList';
import { JobCard } from './JobCard';
import { JobListEmpty } from './JobListStatus';

interface JobResultsProps {
  /** The cards of the page shown. */
  cards: JobCardData[];
  /** The page shown (1-based) and how many the pager offers. */
  page: number;
  pages: number;
  /** Every job matching the search. */
  total: number;
  onApply: (job: JobCardData) => void;
  onPageChange: (page: number) => void;
}

/** The loaded list: how many jobs match, one page of their cards, and the page buttons. */
export function JobResults({ cards, page, pages, total, onApply, onPageChange }: JobResultsProps) {
  const first = (page - 1) * JOBS_PAGE_SIZE + 1;
  return (
    <>
      <Typography aria-live="polite" sx={{ color: 'text.secondary', mb: 3 }} data-testid="jobs-count">
        {cards.length === 0 ? '0 jobs' : `Showing ${first}–${first + cards.length - 1} of ${total} ${total === 1 ? 'job' : 'jobs'}`}
      </Typography>
      {cards.length === 0 ? (
        <JobListEmpty message={JOB_LIST_MESSAGES.noResults} />
      ) : (
        <CardGrid>
          {cards.map((job) => (
            <JobCard key={job.key} job={job} onApply={onApply} />
          ))}
        </CardGrid>
      )}
      {cards.length > 0 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, asked) => {
            if (asked !== page) onPageChange(asked);
          }}
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
