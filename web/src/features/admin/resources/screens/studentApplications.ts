import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import {
  ADMIN_EMPTY_TEXTS,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  ALL_JOB_APPLICATIONS,
  APPLICATION_FIELDS,
  PIPELINE_STAGES,
  STAGE_LABELS,
  stageOf,
} from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { stageCountsQuery } from '../../api/pipelineApi';
import { MoveToStageButton, applicationRowActions } from '../../pipeline/ApplicationListExtras';
import { formatYearMonthDay } from '../table/formatters';
import { resumeView } from '../resume/resumeView';
import { jobScope } from '../scope/jobScope';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from '../types';

type ApplicationRow = AdminRow<typeof APPLICATION_FIELDS, { resume: string | null; hasResume: boolean }>;

const fields = screenFields<typeof APPLICATION_FIELDS, ApplicationRow>(APPLICATION_FIELDS, {
  jobId: { width: 90, minWidth: 80 },
  jobTitle: { width: 170 },
  name: { width: 150 },
  email: { width: 210 },
  phone: { width: 110, minWidth: 104 },
  appliedAt: { width: 110, minWidth: 100, format: formatYearMonthDay },
  resume: resumeView({ view: 'applicationView', download: 'applicationDownload' }),
  stage: { width: 110, minWidth: 88, format: (stage) => STAGE_LABELS[stageOf(stage)] },
});

/** Applications to the job posts: one job's (?jobId= in the URL) or, without it, all of them. */
export const studentApplicationsResource = defineResource<ApplicationRow>({
  label: 'Student Applications',
  title: 'Student Job Applications',
  path: PATHS.admin.studentApplied,
  icon: AssignmentIndIcon,
  list: 'applicationList',
  remove: 'applicationDelete',
  bulkList: 'applications',
  paging: fields.paging,
  listParams: (searchParams) => ({ jobId: searchParams.get('jobId')?.trim() || ALL_JOB_APPLICATIONS }),
  scope: jobScope,
  titleField: 'name',
  cardFields: ['jobTitle', 'email', 'phone', 'appliedAt', 'stage'],
  emptyText: (scope) => (scope.kind === 'one' ? ADMIN_EMPTY_TEXTS.applicationsFor(scope.option.label) : ADMIN_EMPTY_TEXTS.applications),
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by name',
  filters: [
    {
      id: 'stage',
      label: 'Stage',
      options: PIPELINE_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
      matches: (row, value) => stageOf(row.stage) === value,
      counts: (params) => stageCountsQuery(params?.jobId),
    },
  ],
  exports: { xlsx: 'studentsApplied.xlsx', pdf: 'studentsApplied.pdf', ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteStudentsTitle, text: ADMIN_MESSAGES.confirmDeleteStudents },
  pageSize: ADMIN_PAGE_SIZE,
  rowActions: applicationRowActions,
  actionsWidth: 88,
  ToolbarExtras: MoveToStageButton,
});
