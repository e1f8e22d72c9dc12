import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WorkIcon from '@mui/icons-material/Work';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_EMPTY_TEXTS, ADMIN_MESSAGES, ADMIN_PAGE_SIZE, JOB_POST_FIELDS } from '@careers/domain';
import { PATHS, routePath } from '../../../../config/paths';
import { JobBulkStatusButtons, JobRowLifecycleActions, JobStatusChip, jobStatusText } from '../../components/JobLifecycleActions';
import { JobFormDialog, JobViewDialog, type JobRow } from '../../components/JobPostDialogs';
import { formatDayMonthYear } from '../table/formatters';
import { screenFields } from './screenFields';
import { defineResource, type ResourceList } from '../types';

/** Shown for a job stored before jobs kept their count, until the list counts it (functions/src/jobs/appliedCounts). */
const NOT_COUNTED_YET = 'Counting…';

/** The table's six columns; Jobs_post.xlsx writes the other fields of the job as they are. */
const fields = screenFields<typeof JOB_POST_FIELDS, JobRow>(JOB_POST_FIELDS, {
  jobId: { width: 100, minWidth: 90 },
  title: { width: 300 },
  location: { width: 170 },
  status: { width: 100, minWidth: 90, format: jobStatusText, render: (row) => <JobStatusChip status={row.status} /> },
  createdAt: { width: 120, minWidth: 100, format: formatDayMonthYear },
  studentsApplied: { width: 120, minWidth: 96, format: (count) => (typeof count === 'number' ? String(count) : NOT_COUNTED_YET) },
});

const studentsAppliedPath = (jobId: string) => `${PATHS.admin.studentApplied}?${new URLSearchParams({ jobId })}`;

function rowActions(row: JobRow, list: ResourceList<JobRow>) {
  const title = row.title ?? '';
  return (
    <Stack direction="row">
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${title}`} onClick={() => list.openDialog('edit', row)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="View">
        <IconButton aria-label={`View ${title}`} onClick={() => list.openDialog('view', row)} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Students Applied">
        <IconButton
          aria-label={`Students applied to ${title}`}
          component={RouterLink}
          to={studentsAppliedPath(row.jobId ?? row._id)}
          size="small"
        >
          <GroupIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Pipeline">
        <IconButton
          aria-label={`Pipeline of ${title}`}
          component={RouterLink}
          to={routePath(PATHS.admin.jobPipeline, { jobId: row.jobId ?? row._id })}
          size="small"
        >
          <ViewKanbanIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <JobRowLifecycleActions row={row} />
    </Stack>
  );
}

function PostJobButton({ list }: { list: ResourceList<JobRow> }) {
  return (
    <>
      <JobBulkStatusButtons list={list} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => list.openDialog('post')}>
        Post a Job
      </Button>
    </>
  );
}

function JobDialogs({ list }: { list: ResourceList<JobRow> }) {
  const { dialog } = list;
  if (dialog?.kind === 'post') return <JobFormDialog onClose={list.closeDialog} />;
  if (dialog?.kind === 'edit' && dialog.row) return <JobFormDialog key={dialog.row._id} job={dialog.row} onClose={list.closeDialog} />;
  if (dialog?.kind === 'view' && dialog.row) return <JobViewDialog job={dialog.row} onClose={list.closeDialog} />;
  return null;
}

/** The admin's job posts (never the CDN-cached public list): post, edit, view, open, close, reopen, duplicate, export, delete. */
export const jobPostsResource = defineResource<JobRow>({
  label: 'Job Posts',
  title: 'JOB POSTS',
  path: PATHS.admin.postJob,
  icon: WorkIcon,
  list: 'jobAdminList',
  remove: 'jobDelete',
  bulkList: 'jobPosts',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by job title or ID',
  exports: { xlsx: 'Jobs_post.xlsx', labels: { xlsx: 'Export to Excel' }, ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteJobPostsTitle, text: ADMIN_MESSAGES.confirmDeleteJobPosts },
  pageSize: ADMIN_PAGE_SIZE,
  rowActions,
  actionsWidth: 196,
  titleField: 'title',
  cardFields: ['jobId', 'location', 'createdAt', 'studentsApplied'],
  emptyText: ADMIN_EMPTY_TEXTS.jobPosts,
  ToolbarExtras: PostJobButton,
  Dialogs: JobDialogs,
});
