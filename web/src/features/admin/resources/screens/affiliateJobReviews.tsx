import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_EMPTY_TEXTS,
  ADMIN_PAGE_SIZE,
  AFFILIATE_JOB_REVIEW_FIELDS,
  REVIEW_STATE_LABELS,
  REVIEW_STATES,
  type ReviewState,
} from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { useApproveAffiliateJobs, useReviewAffiliateJob } from '../../api/affiliateJobsApi';
import { RejectJobDialog } from '../../components/RejectJobDialog';
import { JobFeeDialog } from '../../jobFees/JobFeeDialog';
import { formatDayMonthYear } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource, type ResourceList } from '../types';

type ReviewRow = AdminRow<typeof AFFILIATE_JOB_REVIEW_FIELDS, { jobTitle: string; review: ReviewState; reviewReason: string | null }>;

const REVIEW_CHIP_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;
const reviewText = (review: unknown) => REVIEW_STATE_LABELS[review as ReviewState] ?? '';

const fields = screenFields<typeof AFFILIATE_JOB_REVIEW_FIELDS, ReviewRow>(AFFILIATE_JOB_REVIEW_FIELDS, {
  jobId: { width: 120 },
  jobTitle: { width: 180 },
  affiliateName: { width: 150 },
  affiliateEmail: { width: 200 },
  location: { width: 120 },
  createdAt: { width: 110, format: formatDayMonthYear },
  review: {
    width: 140,
    format: reviewText,
    render: (row) => (
      <Chip size="small" data-testid="review-state" label={reviewText(row.review)} color={REVIEW_CHIP_COLOR[row.review ?? 'pending']} />
    ),
  },
  reviewReason: {},
  reviewedAt: { width: 110, format: formatDayMonthYear },
});

/**
 * Approve at once; Placement fee opens the fee dialog (set it, or approve with it); Reject asks for
 * the reason in a dialog (icon buttons, named for their job, so the spec's columns fit at 1280 px).
 * A decided job can be decided again. Each decision names the review the row showed (`from`): one another admin changed meanwhile is refused.
 */
function ReviewActions({ row, list }: { row: ReviewRow; list: ResourceList<ReviewRow> }) {
  const review = useReviewAffiliateJob();
  const title = row.jobTitle ?? '';
  return (
    <Stack direction="row">
      <Tooltip title="Approve">
        <span>
          <IconButton
            size="small"
            color="success"
            aria-label={`Approve ${title}`}
            disabled={row.review === 'approved' || review.isPending}
            onClick={() => review.mutate({ id: row._id, review: { decision: 'approve', from: row.review } })}
          >
            <TaskAltIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Placement fee">
        <IconButton size="small" aria-label={`Placement fee of ${title}`} onClick={() => list.openDialog('fee', row)}>
          <CurrencyRupeeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Reject">
        <IconButton
          size="small"
          color="error"
          aria-label={`Reject ${title}`}
          disabled={review.isPending}
          onClick={() => list.openDialog('reject', row)}
        >
          <BlockIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function ReviewDialogs({ list }: { list: ResourceList<ReviewRow> }) {
  const { dialog } = list;
  if (dialog?.kind === 'reject' && dialog.row) return <RejectJobDialog key={dialog.row._id} job={dialog.row} onClose={list.closeDialog} />;
  if (dialog?.kind === 'fee' && dialog.row) return <JobFeeDialog key={dialog.row._id} job={dialog.row} onClose={list.closeDialog} />;
  return null;
}

const APPROVE_SELECTED = 'Approve Selected';

/** Approve Selected: the rows picked by hand, or every job the selected query matches (confirmed with its count). */
function ReviewToolbar({ list }: { list: ResourceList<ReviewRow> }) {
  const approve = useApproveAffiliateJobs();
  return (
    <>
      <Typography variant="body2" sx={{ alignSelf: 'center', color: 'text.secondary' }}>
        Affiliate jobs are public once approved (and open).
      </Typography>
      <Button
        variant="outlined"
        color="success"
        disabled={list.selectedCount === 0 || approve.isPending}
        onClick={() =>
          list.querySelected
            ? list.askForQuery({
                request: { action: 'approve' },
                title: APPROVE_SELECTED,
                text: ADMIN_LIST_MESSAGES.approveMatching(list.selectedCount),
                confirmLabel: APPROVE_SELECTED,
              })
            : approve.mutate([...list.selection], { onSuccess: () => list.clearSelection() })
        }
      >
        {APPROVE_SELECTED}
      </Button>
    </>
  );
}

/** The review queue of affiliate jobs (an affiliate's job is public only once approved): filter by review state, approve (one or the selected), reject with a reason, delete spam. */
export const affiliateJobReviewsResource = defineResource<ReviewRow>({
  label: 'Job Review',
  title: 'AFFILIATE JOB REVIEW',
  path: PATHS.admin.jobReview,
  icon: FactCheckIcon,
  list: 'affiliateJobReviewList',
  remove: 'affiliateJobDelete',
  bulkList: 'affiliateJobs',
  titleField: 'jobTitle',
  cardFields: ['affiliateName', 'location', 'review', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.affiliateJobs,
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by job title, ID or location',
  filters: [
    {
      id: 'status',
      label: 'Review',
      options: REVIEW_STATES.map((state) => ({ value: state, label: REVIEW_STATE_LABELS[state] })),
      matches: (row, value) => row.review === value,
    },
  ],
  exports: { xlsx: 'affiliate_jobs.xlsx', ...fields.exports },
  confirmDelete: { title: 'Delete Affiliate Jobs', text: 'Delete the selected affiliate jobs and their referrals?' },
  pageSize: ADMIN_PAGE_SIZE,
  navCount: 'affiliateJobPendingCount',
  rowActions: (row, list) => <ReviewActions row={row} list={list} />,
  actionsWidth: 128,
  ToolbarExtras: ReviewToolbar,
  Dialogs: ReviewDialogs,
});
