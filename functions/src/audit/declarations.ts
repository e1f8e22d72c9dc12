import type { Request } from 'express';
import type { AuditAction, BulkAction, EndpointName } from '@careers/domain';
import type { AuditDeclaration } from './requestAudit';

/** What a bulk action by query is in the audit trail (the trash's delete deletes for good). */
const BULK_AUDIT_ACTION: Readonly<Record<BulkAction, AuditAction>> = {
  delete: 'delete',
  markRead: 'markRead',
  moveStage: 'stageChange',
  open: 'statusChange',
  close: 'statusChange',
  restore: 'restore',
  approve: 'review',
};

const listOf = (req: Request) => String(req.params.list ?? '');
const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

const is = (action: AuditAction, kind: string): AuditDeclaration => ({ action, kind });

/**
 * The entry each admin and affiliate change writes, by endpoint: every endpoint of the
 * table that is not a public read-or-submit and changes something, and the server's export. The
 * mount gives the request its pending entry (requestAudit.ts); the write paths add it to the
 * batches they commit. `self`: the handler writes its entry itself (writeAudit).
 * A unit test holds this table to the endpoint table: every non-GET path that is not public is here.
 */
export const AUDITED_ENDPOINTS: Partial<Record<EndpointName, AuditDeclaration | ((req: Request) => AuditDeclaration) | 'self'>> = {
  affiliateJobCreate: is('create', 'affiliateJobs'),
  affiliateJobUpdate: is('edit', 'affiliateJobs'),
  affiliateJobStatus: (req) => ({ action: 'statusChange', kind: 'affiliateJobs', detail: `to ${String(bodyOf(req).status ?? '')}` }),
  affiliateChangePassword: is('passwordChange', 'affiliates'),
  notificationDelete: is('delete', 'notifications'),
  notificationMarkRead: is('markRead', 'notifications'),
  notificationMarkAllRead: is('markRead', 'notifications'),
  resumeDelete: is('delete', 'students'),
  collegeDelete: is('delete', 'colleges'),
  companyDelete: is('delete', 'companies'),
  contactDelete: is('delete', 'contacts'),
  jobCreate: is('create', 'jobPosts'),
  jobUpdate: is('edit', 'jobPosts'),
  jobStatus: (req) => ({ action: 'statusChange', kind: 'jobPosts', detail: `to ${String(bodyOf(req).status ?? '')}` }),
  jobDuplicate: { action: 'create', kind: 'jobPosts', detail: 'as a copy' },
  jobDelete: is('delete', 'jobPosts'),
  applicationDelete: is('delete', 'applications'),
  adminListBulk: (req) => {
    const action = BULK_AUDIT_ACTION[bodyOf(req).action as BulkAction] ?? 'edit';
    const list = listOf(req);
    return { action: list === 'trash' && action === 'delete' ? 'purge' : action, kind: list, detail: 'by query' };
  },
  adminListExport: (req) => ({ action: 'export', kind: listOf(req), detail: 'as CSV' }),
  trashRestore: is('restore', 'trash'),
  trashDelete: is('purge', 'trash'),
  applicationStageMove: (req) => ({ action: 'stageChange', kind: 'applications', detail: `to ${String(bodyOf(req).stage ?? '')}` }),
  applicationStageBulkMove: (req) => ({ action: 'stageChange', kind: 'applications', detail: `to ${String(bodyOf(req).stage ?? '')}` }),
  applicationNoteAdd: is('note', 'applications'),
  affiliateDelete: is('delete', 'affiliates'),
  referStudent: is('create', 'referrals'),
  referralStatusUpdate: (req) => ({ action: 'statusChange', kind: 'referrals', detail: `to ${String(bodyOf(req).status ?? '')}` }),
  referralUpdate: is('edit', 'referrals'),
  referralDeleteOne: is('delete', 'referrals'),
  affiliateJobReview: (req) => ({ action: 'review', kind: 'affiliateJobs', detail: `(${String(bodyOf(req).decision ?? '')})` }),
  affiliateJobAdminUpdate: is('edit', 'affiliateJobs'),
  affiliateJobDelete: is('delete', 'affiliateJobs'),
  affiliateJobAdminDelete: is('delete', 'affiliateJobs'),
  affiliateCommissionRate: is('edit', 'affiliates'),
  commissionUpdate: is('statusChange', 'commissions'),
  jobPlacementFee: (req) => ({ action: 'edit', kind: String(req.params.kind ?? ''), detail: 'placement fee' }),
  auditExportRecord: 'self',
  interviewSchedule: is('schedule', 'interviews'),
  interviewUpdate: is('reschedule', 'interviews'),
  interviewCancel: is('cancel', 'interviews'),
  interviewFeedback: is('scorecard', 'interviews'),
  // The handlers write these entries themselves (writeAudit), in the batch of their record.
  accountInvite: 'self',
  accountUpdate: 'self',
  accountDelete: 'self',
  ownPasswordChange: 'self',
  privacyExport: 'self',
  privacyErase: 'self',
};

/** The declaration of an endpoint's entry for this request, or undefined when it writes none through the mount. */
export function auditDeclarationOf(name: EndpointName): ((req: Request) => AuditDeclaration) | undefined {
  const declared = AUDITED_ENDPOINTS[name];
  if (declared === undefined || declared === 'self') return undefined;
  return typeof declared === 'function' ? declared : () => declared;
}
