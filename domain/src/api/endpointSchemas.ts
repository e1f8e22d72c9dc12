/** The request schemas of the endpoint table (bodies are validated with them by the API). */
import type { z } from 'zod';
import {
  adminForgotPasswordSchema,
  adminLoginSchema,
  adminResetFormSchema,
  adminResetPasswordSchema,
  affiliateIdsSchema,
  affiliateJobEditSchema,
  affiliateJobSchema,
  affiliateLoginSchema,
  affiliateRegistrationSchema,
  bulkStageMoveSchema,
  changePasswordSchema,
  collegeSchema,
  companySchema,
  contactSchema,
  forgotPasswordSchema,
  idsSchema,
  jobApplicationSchema,
  jobIdsSchema,
  jobPostSchema,
  mailPreviewQuerySchema,
  noteSchema,
  notificationQuerySchema,
  referStudentSchema,
  referralEditSchema,
  referralStatusSchema,
  resetPasswordRequestSchema,
  resumeSchema,
  stageCountsQuerySchema,
  stageMoveSchema,
} from '../schemas';
import { jobReviewSchema, jobStatusSchema } from '../schemas/jobLifecycle';
import { publicJobsQuerySchema } from '../publicJobs';
import { trashRestoreSchema } from '../admin/trash';
import { privacyEmailSchema } from '../schemas/privacy';
import { accountInviteSchema, accountUpdateSchema, ownPasswordChangeSchema } from '../schemas/accounts';
import { auditExportSchema } from '../schemas/audit';
import {
  applicantResponseSchema,
  interviewCancelSchema,
  interviewListQuerySchema,
  interviewScheduleSchema,
  scorecardSchema,
} from '../schemas/interviews';
import { commissionListQuerySchema, commissionRateSchema, commissionUpdateSchema, placementFeeSchema } from '../commissions/schemas';
import type { EndpointName } from './endpoints';

export interface EndpointSchemas {
  /** JSON body (or the text fields of a multipart body). */
  body?: z.ZodType;
  /** Query string. */
  query?: z.ZodType;
  /** The body also carries its sender's consent to the privacy notice (the API refuses it without; consentFieldSchema). */
  consent?: true;
}

export const ENDPOINT_SCHEMAS: Partial<Record<EndpointName, EndpointSchemas>> = {
  jobsList: { query: publicJobsQuerySchema },
  jobOpenings: { query: publicJobsQuerySchema },
  affiliateJobsPublic: { query: publicJobsQuerySchema },
  resumeSubmit: { body: resumeSchema, consent: true },
  jobApply: { body: jobApplicationSchema, consent: true },
  contactSubmit: { body: contactSchema, consent: true },
  collegeSubmit: { body: collegeSchema, consent: true },
  companySubmit: { body: companySchema, consent: true },
  affiliateRegister: { body: affiliateRegistrationSchema, consent: true },
  affiliateLogin: { body: affiliateLoginSchema },
  affiliateForgotPassword: { body: forgotPasswordSchema },
  affiliateResetPassword: { body: resetPasswordRequestSchema },
  affiliateJobCreate: { body: affiliateJobSchema },
  affiliateJobStatus: { body: jobStatusSchema },
  affiliateChangePassword: { body: changePasswordSchema },
  adminLogin: { body: adminLoginSchema },
  adminForgotPassword: { body: adminForgotPasswordSchema },
  adminResetPassword: { body: adminResetPasswordSchema },
  adminResetForm: { body: adminResetFormSchema },
  notificationList: { query: notificationQuerySchema },
  notificationDelete: { body: idsSchema },
  notificationMarkRead: { body: idsSchema },
  resumeDelete: { body: idsSchema },
  collegeDelete: { body: idsSchema },
  companyDelete: { body: idsSchema },
  contactDelete: { body: idsSchema },
  jobCreate: { body: jobPostSchema },
  jobUpdate: { body: jobPostSchema },
  jobStatus: { body: jobStatusSchema },
  jobDelete: { body: jobIdsSchema },
  applicationDelete: { body: idsSchema },
  affiliateDelete: { body: affiliateIdsSchema },
  referStudent: { body: referStudentSchema },
  referralStatusUpdate: { body: referralStatusSchema },
  referralUpdate: { body: referralEditSchema },
  affiliateJobUpdate: { body: affiliateJobEditSchema },
  affiliateJobAdminUpdate: { body: affiliateJobEditSchema },
  affiliateJobReview: { body: jobReviewSchema },
  affiliateJobDelete: { body: idsSchema },
  applicationStageCounts: { query: stageCountsQuerySchema },
  applicationStageMove: { body: stageMoveSchema },
  applicationStageBulkMove: { body: bulkStageMoveSchema },
  applicationNoteAdd: { body: noteSchema },
  applicationMailPreview: { query: mailPreviewQuerySchema },
  trashRestore: { body: trashRestoreSchema },
  trashDelete: { body: idsSchema },
  privacyFind: { query: privacyEmailSchema },
  privacyExport: { body: privacyEmailSchema },
  privacyErase: { body: privacyEmailSchema },
  accountInvite: { body: accountInviteSchema },
  accountUpdate: { body: accountUpdateSchema },
  accountDelete: { body: idsSchema },
  ownPasswordChange: { body: ownPasswordChangeSchema },
  auditExportRecord: { body: auditExportSchema },
  applicationStatusInterviewResponse: { body: applicantResponseSchema },
  interviewSchedule: { body: interviewScheduleSchema },
  interviewList: { query: interviewListQuerySchema },
  interviewUpdate: { body: interviewScheduleSchema },
  interviewCancel: { body: interviewCancelSchema },
  interviewFeedback: { body: scorecardSchema },
  affiliateCommissionRate: { body: commissionRateSchema },
  commissionList: { query: commissionListQuerySchema },
  commissionUpdate: { body: commissionUpdateSchema },
  jobPlacementFee: { body: placementFeeSchema },
  affiliateCommissionsOwn: { query: commissionListQuerySchema },
};

export const schemasOf = (name: EndpointName): EndpointSchemas => ENDPOINT_SCHEMAS[name] ?? {};
