/** Bodies and queries of the recruiting pipeline's calls (stage moves, notes, counts, mail preview, referral stages). */
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { ADMIN_MESSAGES, PIPELINE_MESSAGES as M } from '../messages';
import {
  NOTE_MAX_LENGTH,
  PIPELINE_STAGES,
  REFERRED,
  STAGE_MOVE_MAX_IDS,
  referralStageNamed,
  type PipelineStage,
  type ReferralStage,
} from '../pipeline';
import { isDocumentId, maxLengthRule, withRules } from './fields';

/** One of PIPELINE_STAGES, by its key. */
export const stageField = () =>
  z.enum(PIPELINE_STAGES, { error: (issue) => (issue.input === undefined || issue.input === '' ? M.stageRequired : M.stageInvalid) });

/** A required note of at most NOTE_MAX_LENGTH characters (trimmed). */
const noteText = () =>
  withRules(z.string({ error: M.noteRequired }).trim(), [
    [(value) => value.length > 0, M.noteRequired],
    [(value) => value.length <= NOTE_MAX_LENGTH, M.noteTooLong],
  ]);

/** An optional note on a stage move: blank or null means none. */
const optionalNote = () =>
  withRules(z.string({ error: M.noteRequired }).trim(), [[(value) => value.length <= NOTE_MAX_LENGTH, M.noteTooLong]])
    .nullish()
    .transform((value) => value || undefined);

const notifyField = () =>
  z
    .boolean({ error: M.notifyInvalid })
    .optional()
    .transform((value) => value ?? false);

/** PUT /api/job-applications/{id}/stage. `notify` mails the applicant the new stage's template. */
export const stageMoveSchema = z.object({ stage: stageField(), note: optionalNote(), notify: notifyField() });
export type StageMoveInput = z.input<typeof stageMoveSchema>;

/** POST /api/job-applications/stage: the same move for up to STAGE_MOVE_MAX_IDS applications. */
export const bulkStageMoveSchema = z.object({
  ids: z
    .array(z.string({ error: M.idInvalid }).refine(isDocumentId, M.idInvalid), { error: M.idsRequired })
    .min(1, M.idsRequired)
    .max(STAGE_MOVE_MAX_IDS, M.idsTooMany)
    .transform((ids) => [...new Set(ids)]),
  stage: stageField(),
  note: optionalNote(),
  notify: notifyField(),
});
export type BulkStageMoveInput = z.input<typeof bulkStageMoveSchema>;

/** POST /api/job-applications/{id}/notes. */
export const noteSchema = z.object({ text: noteText() });
export type NoteInput = z.input<typeof noteSchema>;

/** The jobId value that names every job (the applications list's `all`). */
const ALL_JOBS = 'all';

/** GET /api/job-applications/stage-counts?jobId=all|{jobId} (missing means all). */
export const stageCountsQuerySchema = z.object({
  jobId: z.preprocess(
    (value) => (value === undefined || value === '' ? ALL_JOBS : value),
    withRules(z.string({ error: M.jobIdInvalid }).trim(), [maxLengthRule(TEXT_MAX_LENGTH), [isDocumentId, M.jobIdInvalid]]),
  ),
});
export type StageCountsQuery = z.output<typeof stageCountsQuerySchema>;

/** GET /api/job-applications/{id}/mail-preview?stage= */
export const mailPreviewQuerySchema = z.object({ stage: stageField() });

/**
 * PUT /api/referredstudent/{id}: `status` names a pipeline stage by its key, admin label or
 * applicant word, in any case ('Interview', 'under review', 'offer'); the output is the key.
 */
export const referralStatusSchema = z.object({
  status: z
    .string({ error: ADMIN_MESSAGES.statusRequired })
    .max(TEXT_MAX_LENGTH, M.referralStageInvalid)
    .transform((value, ctx): PipelineStage => {
      const stage = referralStageNamed(value);
      if (stage && stage !== REFERRED) return stage;
      ctx.addIssue({ code: 'custom', message: value.trim() ? M.referralStageInvalid : ADMIN_MESSAGES.statusRequired, input: value });
      return z.NEVER;
    }),
});
export type ReferralStatusInput = z.input<typeof referralStatusSchema>;

/** The optional `status` of POST /api/referstudent: a referral stage named as above; absent or blank is `referred`. */
export const referralInitialStageField = () =>
  z
    .string({ error: M.referralStageInvalid })
    .max(TEXT_MAX_LENGTH, M.referralStageInvalid)
    .nullish()
    .transform((value, ctx): ReferralStage => {
      if (!value?.trim()) return REFERRED;
      const stage = referralStageNamed(value);
      if (stage) return stage;
      ctx.addIssue({ code: 'custom', message: M.referralStageInvalid, input: value });
      return z.NEVER;
    });
