/** Bodies and queries of the interview calls (schedule, edit, cancel, list, scorecard, the applicant's answer). */
import { z } from 'zod';
import {
  APPLICANT_RESPONSES,
  INTERVIEWERS_MAX,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_LINK_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_MESSAGE_MAX_LENGTH,
  INTERVIEW_MODES,
  INTERVIEW_REASON_MAX_LENGTH,
  INTERVIEW_STATUSES,
  RECOMMENDATIONS,
  RESPONSE_NOTE_MAX_LENGTH,
  SCORECARD_NOTES_MAX_LENGTH,
} from '../interviews';
import { PAGING_MESSAGES, pageCursorSchema, pageLimitSchema } from '../admin/paging';
import { isDocumentId, plainLines, singleLineRule, withRules } from './fields';

/** An instant written with its offset (Z or ±hh:mm), so no server guesses a time zone. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const startsAtField = () =>
  z
    .string({ error: M.startsAtRequired })
    .max(40, M.startsAtInvalid)
    .refine((text) => INSTANT_PATTERN.test(text) && !Number.isNaN(Date.parse(text)), M.startsAtInvalid)
    .transform((text) => new Date(text));

/**
 * Optional text, trimmed; blank or null is none. A place goes into a mail and an invite's LOCATION,
 * so it is one line; a message or a note keeps its lines (plainLines).
 */
const optionalTrimmed = (max: number, tooLong: string, lines: 'single' | 'multi') =>
  withRules(lines === 'single' ? z.string({ error: tooLong }).trim() : z.string({ error: tooLong }).overwrite(plainLines).trim(), [
    [(value) => value.length <= max, tooLong],
    ...(lines === 'single' ? [singleLineRule] : []),
  ])
    .nullish()
    .transform((value) => value || undefined);

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const notifyField = () =>
  z
    .boolean({ error: M.notifyInvalid })
    .optional()
    .transform((value) => value ?? false);

/** POST /api/job-applications/{id}/interviews and PUT /api/interviews/{id}: the whole interview. */
export const interviewScheduleSchema = z
  .object({
    startsAt: startsAtField(),
    durationMinutes: z
      .number({ error: M.durationInvalid })
      .int(M.durationInvalid)
      .min(INTERVIEW_DURATION_MIN, M.durationInvalid)
      .max(INTERVIEW_DURATION_MAX, M.durationInvalid),
    mode: z.enum(INTERVIEW_MODES, { error: M.modeInvalid }),
    location: optionalTrimmed(INTERVIEW_LOCATION_MAX_LENGTH, M.locationTooLong, 'single'),
    link: withRules(z.string({ error: M.linkInvalid }).trim(), [
      [(value) => value.length <= INTERVIEW_LINK_MAX_LENGTH, M.linkInvalid],
      // The URL parser drops line breaks, so a link with one would still parse.
      [(value) => value === '' || (isHttpUrl(value) && singleLineRule[0](value)), M.linkInvalid],
    ])
      .nullish()
      .transform((value) => value || undefined),
    interviewerIds: z
      .array(z.string({ error: M.interviewerInvalid }).max(128, M.interviewerInvalid).refine(isDocumentId, M.interviewerInvalid), {
        error: M.interviewersRequired,
      })
      .min(1, M.interviewersRequired)
      .max(INTERVIEWERS_MAX, M.interviewersTooMany)
      .transform((ids) => [...new Set(ids)]),
    message: optionalTrimmed(INTERVIEW_MESSAGE_MAX_LENGTH, M.messageTooLong, 'multi'),
    notify: notifyField(),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'in-person' && !value.location) ctx.addIssue({ code: 'custom', path: ['location'], message: M.locationRequired });
    if (value.mode === 'video' && !value.link) ctx.addIssue({ code: 'custom', path: ['link'], message: M.linkRequired });
  })
  // A place that does not belong to the mode is dropped, so an edit from video to phone forgets the link.
  .transform((value) => ({
    ...value,
    location: value.mode === 'in-person' ? value.location : undefined,
    link: value.mode === 'video' ? value.link : undefined,
  }));
export type InterviewScheduleInput = z.input<typeof interviewScheduleSchema>;
export type InterviewSchedule = z.output<typeof interviewScheduleSchema>;

/** POST /api/interviews/{id}/cancel. `notify` (default true) mails the cancellation to everyone invited. */
export const interviewCancelSchema = z.object({
  reason: withRules(z.string({ error: M.reasonRequired }).trim(), [
    [(value) => value.length > 0, M.reasonRequired],
    [(value) => value.length <= INTERVIEW_REASON_MAX_LENGTH, M.reasonTooLong],
    singleLineRule,
  ]),
  notify: z
    .boolean({ error: M.notifyInvalid })
    .optional()
    .transform((value) => value ?? true),
});
export type InterviewCancelInput = z.input<typeof interviewCancelSchema>;

/** PUT /api/interviews/{id}/feedback: the caller's own scorecard. */
export const scorecardSchema = z.object({
  rating: z.number({ error: M.ratingInvalid }).int(M.ratingInvalid).min(1, M.ratingInvalid).max(5, M.ratingInvalid),
  recommendation: z.enum(RECOMMENDATIONS, { error: M.recommendationInvalid }),
  notes: withRules(z.string({ error: M.notesTooLong }).overwrite(plainLines).trim(), [
    [(value) => value.length <= SCORECARD_NOTES_MAX_LENGTH, M.notesTooLong],
  ])
    .nullish()
    .transform((value) => value ?? ''),
});
export type ScorecardInput = z.input<typeof scorecardSchema>;

/** POST /api/application-status/{token}/interview: the applicant's answer to the next interview. */
export const applicantResponseSchema = z.object({
  response: z.enum(APPLICANT_RESPONSES, { error: M.responseInvalid }),
  note: optionalTrimmed(RESPONSE_NOTE_MAX_LENGTH, M.responseNoteTooLong, 'multi'),
});
export type ApplicantResponseInput = z.input<typeof applicantResponseSchema>;

const dateParam = z
  .string()
  .max(40, PAGING_MESSAGES.date)
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: PAGING_MESSAGES.date })
  .transform((text) => new Date(text))
  .optional();

/**
 * GET /api/interviews: soonest first, the interviews starting in [from, to), of one interviewer and
 * one status when given; given `limit` one page (a `cursor` only with it), else all of them,
 * capped as the other admin lists are. An unknown parameter is refused.
 */
export const interviewListQuerySchema = z
  .strictObject({
    limit: pageLimitSchema.optional(),
    cursor: pageCursorSchema.optional(),
    from: dateParam,
    to: dateParam,
    interviewerId: z.string().max(128, M.filterInterviewer).refine(isDocumentId, M.filterInterviewer).optional(),
    status: z.enum(INTERVIEW_STATUSES, { error: M.filterStatus }).optional(),
  })
  .refine((query) => query.cursor === undefined || query.limit !== undefined, { error: M.cursorNeedsLimit, path: ['cursor'] });
export type InterviewListQuery = z.output<typeof interviewListQuerySchema>;
