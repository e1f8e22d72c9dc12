import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ADMIN_EMPTY_TEXTS, ADMIN_PAGE_SIZE, AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_KIND_WORDS, AUDIT_KINDS } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { formatDayMonthYearTime } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from '../types';

type AuditRow = AdminRow<typeof AUDIT_FIELDS, { action: string; kind: string; ids: string[] }>;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'stageChange' -> 'Stage change'. */
export const actionLabel = (action: unknown) =>
  capitalized(
    String(action ?? '')
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase(),
  );
export const auditKindLabel = (kind: unknown) => capitalized(AUDIT_KIND_WORDS[String(kind)]?.many ?? String(kind ?? ''));

const fields = screenFields<typeof AUDIT_FIELDS, AuditRow>(AUDIT_FIELDS, {
  at: { width: 170, format: formatDayMonthYearTime },
  actorEmail: { width: 200 },
  actorRole: { width: 90 },
  action: { width: 130, format: actionLabel },
  kind: { width: 130, format: auditKindLabel },
  summary: { width: 320 },
  count: { width: 70 },
  ids: { format: (ids) => (Array.isArray(ids) ? ids.join(', ') : '') },
});

/** The audit trail, newest first: filtered by action, kind, actor (an email) and dates, searched, exported; never changed. */
export const auditResource = defineResource<AuditRow>({
  label: 'Audit',
  records: 'audit entries',
  title: 'Audit Trail',
  path: PATHS.admin.audit,
  icon: FactCheckIcon,
  list: 'auditList',
  titleField: 'summary',
  cardFields: ['at', 'actorEmail', 'action'],
  emptyText: ADMIN_EMPTY_TEXTS.audit,
  bulkList: 'audit',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search actor or summary',
  filters: [
    {
      id: 'actor',
      label: 'Actor (email)',
      options: [],
      text: true,
      matches: (row, value) => row.actorEmail === value.toLowerCase(),
    },
    {
      id: 'action',
      label: 'Action',
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
      matches: (row, value) => row.action === value,
    },
    {
      id: 'kind',
      label: 'Kind',
      options: AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabel(kind) })),
      matches: (row, value) => row.kind === value,
    },
  ],
  exports: { xlsx: 'audit.xlsx', pdf: 'audit.pdf', ...fields.exports },
  confirmDelete: { title: '', text: '' },
  pageSize: ADMIN_PAGE_SIZE,
});
