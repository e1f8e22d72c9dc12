import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useMemo, type MouseEvent } from 'react';
import { JOB_LIST_MESSAGES, JOBS_PAGE_SIZE } from '@careers/domain';
import { CardGrid } from '../../../components/CardGrid';
import { StaticContent } from '../../../components/StaticContent';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import type { JobCardData } from '../jobList';
import { APPLY_SELECTOR, CARD_SELECTOR, JobCard } from './JobCard';
import { shareFromClick } from './ShareJobButton';
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

/** The page a press on a page button asks for (null: not a page button, or the current one). */
function pageAskedBy(event: MouseEvent): number | null {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-page]') : null;
  if (!button || button.disabled || button.getAttribute('aria-current') === 'page') return null;
  return Number(button.dataset.page);
}

/** The job among `jobs` whose card's Apply Now a click pressed, if it did. */
function jobToApplyFor(event: MouseEvent, jobs: readonly JobCardData[]): JobCardData | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const card = target?.closest(APPLY_SELECTOR) ? target.closest<HTMLElement>(CARD_SELECTOR) : null;
  return card ? jobs.find((job) => job.kind === card.dataset.jobKind && job.id === card.dataset.jobId) : undefined;
}

/**
 * The loaded list: how many jobs match, one page of their cards, and the page buttons. The cards
 * and the page buttons are static (components/StaticContent, keyed on what they show): a
 * server-rendered list hydrates none of them, and StaticContent passes their presses to the
 * handlers here.
 */
export function JobResults({ cards, page, pages, total, onApply, onPageChange }: JobResultsProps) {
  const first = (page - 1) * JOBS_PAGE_SIZE + 1;
  const cardsKey = useMemo(() => JSON.stringify(cards), [cards]);
  return (
    <>
      <Typography aria-live="polite" sx={{ color: 'text.secondary', mb: 3 }} data-testid="jobs-count">
        {cards.length === 0 ? '0 jobs' : `Showing ${first}–${first + cards.length - 1} of ${total} ${total === 1 ? 'job' : 'jobs'}`}
      </Typography>
      {cards.length === 0 ? (
        <JobListEmpty message={JOB_LIST_MESSAGES.noResults} />
      ) : (
        <StaticContent
          key={cardsKey}
          onClick={(event) => {
            if (shareFromClick(event)) return;
            const job = jobToApplyFor(event, cards);
            if (job) onApply(job);
          }}
        >
          <CardGrid>
            {cards.map((job) => (
              <JobCard key={job.key} job={job} />
            ))}
          </CardGrid>
        </StaticContent>
      )}
      {cards.length > 0 && (
        <StaticContent
          key={`${page}/${pages}`}
          onClick={(event) => {
            const asked = pageAskedBy(event);
            if (asked !== null) onPageChange(asked);
          }}
        >
          <Pagination
            count={pages}
            page={page}
            color="primary"
            shape="rounded"
            siblingCount={1}
            aria-label="Job list pages"
            // The first page comes with the server's HTML: a press before the app is live is kept.
            renderItem={(item) => <PaginationItem {...item} {...EARLY_CLICK} data-page={item.page ?? undefined} />}
            data-testid="jobs-pagination"
            sx={{ mt: 5, display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
          />
        </StaticContent>
      )}
    </>
  );
}
