/** Bodies and queries of the recruiting pipeline's calls (stage moves, notes, counts, mail preview, referral stages). */
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { ADMIN_MESSAGES, PIPELINE_MESSAGES as M } from '../messages';
import {
  NOTE_MAX_LENGTH,
  PIPELINE_STAGES,
  REFERRAL_STATUS_MAX_LENGTH,
  STAGE_MOVE_MAX_IDS,
  referralStatusStage,
  type ReferralStage,
} from '../pipeline';
import { isDocumentId, maxLengthRule, plainLines, singleLineRule, withRules, type Rule } from './fields';

/** One of PIPELINE_STAGES, by its key. */
export const stageField = () =>
  z.enum(PIPELINE_STAGES, { error: (issue) => (issue.input === undefined || issue.input === '' ? M.stageRequired : M.stageInvalid) });

/** A required note of at most NOTE_MAX_LENGTH characters (multi-line: plainLines, then trimmed). */
const noteText = () =>
  withRules(z.string({ error: M.noteRequired }).overwrite(plainLines).trim(), [
    [(value) => value.length > 0, M.noteRequired],
    [(value) => value.length <= NOTE_MAX_LENGTH, M.noteTooLong],
  ]);

/** An optional note on a stage move: blank or null means none. */
const optionalNote = () =>
  withRules(z.string({ error: M.noteRequired }).overwrite(plainLines).trim(), [[(value) => value.length <= NOTE_MAX_LENGTH, M.noteTooLong]])
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

/** A referral status as an admin writes it, and the stage it names (null: the text stands beside the stage the referral has). */
export interface WrittenReferralStatus {
  text: string;
  stage: ReferralStage | null;
}

const statusText = (...rules: Rule<string>[]) =>
  withRules(z.string({ error: ADMIN_MESSAGES.statusRequired }).trim(), [
    ...rules,
    maxLengthRule(REFERRAL_STATUS_MAX_LENGTH),
    singleLineRule,
  ]);

const written = (text: string): WrittenReferralStatus => ({ text, stage: referralStatusStage(text) });

/**
 * PUT /api/referredstudent/{id}: `status` is free text (the spec's "New Status"), trimmed; a text
 * naming a stage ('Interview', 'Offer Letter', 'under review', in any case) also moves the referral.
 */
export const referralStatusSchema = z.object({
  status: statusText([(value) => value.length > 0, ADMIN_MESSAGES.statusRequired]).transform(written),
});
export type ReferralStatusInput = z.input<typeof referralStatusSchema>;

/** The optional `status` of POST /api/referstudent, written as above; absent or blank is none (the referral is `referred`). */
export const referralInitialStatusField = () =>
  statusText()
    .nullish()
    .transform((value): WrittenReferralStatus | null => (value ? written(value) : null));
