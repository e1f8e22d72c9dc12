import {
  AUDIT_MAX_IDS,
  AUDIT_SUMMARY_MAX,
  ENDPOINTS,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_RESPONSE_LABELS,
  INTERVIEW_STATUS_LABELS,
  apiPath,
  istDateTimeText,
  type AuditExportInput,
  type Interview,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';

const HEAD = [
  'Start (IST)',
  'End (IST)',
  'Applicant',
  'Job',
  'Mode',
  'Place',
  'Interviewers',
  'Status',
  'Applicant answer',
  'Average rating',
];

const cellsOf = (row: Interview) => [
  istDateTimeText(row.startsAt),
  istDateTimeText(row.endsAt),
  row.applicantName,
  row.jobTitle,
  INTERVIEW_MODE_LABELS[row.mode],
  row.location ?? row.link ?? '',
  row.interviewers.map((who) => who.name).join(', '),
  INTERVIEW_STATUS_LABELS[row.status],
  INTERVIEW_RESPONSE_LABELS[row.response],
  row.averageRating === null ? '' : String(row.averageRating),
];

/**
 * The Interviews screen's rows as Excel or PDF, with the same writers as the admin lists; recorded
 * in the audit trail first (when the role may record exports), so no file goes out unrecorded.
 */
export async function exportInterviews(format: 'xlsx' | 'pdf', rows: readonly Interview[], filter: string[], record: boolean) {
  if (record) {
    const body: AuditExportInput = {
      kind: 'interviews',
      format,
      count: rows.length,
      ids: rows.slice(0, AUDIT_MAX_IDS).map((row) => row._id),
      summary: filter.join('; ').slice(0, AUDIT_SUMMARY_MAX),
    };
    await apiFetch(apiPath(ENDPOINTS.auditExportRecord), { method: 'POST', body });
  }
  const { exportTable } = await import('../resources/export/exportRows');
  await exportTable(
    format,
    { title: 'Interviews', fileName: format === 'pdf' ? 'interviews.pdf' : 'interviews.xlsx' },
    HEAD,
    rows.map(cellsOf),
    filter,
  );
}
