/**
 * The recruiting pipeline, written once for functions and web: the stages an application moves
 * through, what admins and applicants call them, a referral's outcome, the application reference,
 * the private status link and the events of an application's history.
 */
import type { ApplicantInterview } from './interviews';

/** Every stage of an application, in pipeline order. An application stored without one reads as `applied`. */
export const PIPELINE_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The stage of a new application, and of one stored before stages existed. */
export const INITIAL_STAGE: PipelineStage = 'applied';

/** The admin's names of the stages (list column, filter, board columns). */
export const STAGE_LABELS: Readonly<Record<PipelineStage, string>> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The applicant's words for the stages (status page, mails, the affiliate's referrals). */
export const STAGE_WORDS: Readonly<Record<PipelineStage, string>> = {
  applied: 'Received',
  screening: 'Under review',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
};

export const isPipelineStage = (value: unknown): value is PipelineStage =>
  typeof value === 'string' && (PIPELINE_STAGES as readonly string[]).includes(value);

/** The stored field holding a stage's place in PIPELINE_STAGES: the list sorts by stage in pipeline order, not by name. */
export const STAGE_RANK_FIELD = 'stageRank';

/** What an application stores for its stage: the stage and its rank (STAGE_RANK_FIELD). */
export const stageFields = (stage: PipelineStage) => ({ stage, [STAGE_RANK_FIELD]: PIPELINE_STAGES.indexOf(stage) });

/** A stored stage as the API answers it: anything missing or unknown reads as `applied`. */
export const stageOf = (value: unknown): PipelineStage => (isPipelineStage(value) ? value : INITIAL_STAGE);

/** How many applications are at each stage (the list filter, the board columns, an affiliate's job). */
export type StageCounts = Record<PipelineStage, number>;

export const emptyStageCounts = (): StageCounts => Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as StageCounts;

/**
 * A referral's outcome: the stage of the application it led to, or `referred` until the student
 * applies (an admin may also set a stage on a referral that has no application).
 */
export const REFERRED = 'referred';
export const REFERRAL_STAGES = [REFERRED, ...PIPELINE_STAGES] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

/** The applicant-facing word of a referral's stage (what the affiliate sees). */
export const REFERRAL_STAGE_WORDS: Readonly<Record<ReferralStage, string>> = { [REFERRED]: 'Referred', ...STAGE_WORDS };

/**
 * The badge colour of each stage where applicants' and affiliates' screens show it (MUI Chip
 * colours): the good outcomes green, the interview blue, the review orange, a rejection grey, and
 * the stages before anyone looked neutral.
 */
export const STAGE_BADGE_COLORS: Readonly<Record<ReferralStage, 'default' | 'info' | 'success' | 'warning'>> = {
  [REFERRED]: 'default',
  applied: 'default',
  screening: 'warning',
  interview: 'info',
  offer: 'success',
  hired: 'success',
  rejected: 'default',
};

/**
 * A stage named by a person: its key, admin label or applicant word, in any case ('Offer',
 * 'under review', 'screening'); null when it names none. Referral statuses were free text before
 * stages existed, so stored ones and the referral paths are read this way.
 */
export function referralStageNamed(value: unknown): ReferralStage | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  return (
    REFERRAL_STAGES.find(
      (stage) =>
        stage === wanted ||
        REFERRAL_STAGE_WORDS[stage].toLowerCase() === wanted ||
        (stage !== REFERRED && STAGE_LABELS[stage].toLowerCase() === wanted),
    ) ?? null
  );
}

/**
 * The spec's badge statuses, as stages: 'Offer Letter' is an offer, 'HR' the screening
 * ('Interview' needs no entry: it names its stage).
 */
export const SPEC_REFERRAL_STATUS_STAGES: Readonly<Record<string, PipelineStage>> = { 'offer letter': 'offer', hr: 'screening' };

/**
 * What the status boxes suggest, in pipeline order: the spec's badge words, then the words of the
 * other stages (any other text is welcome too).
 */
export const REFERRAL_STATUS_SUGGESTIONS: readonly string[] = [
  REFERRAL_STAGE_WORDS[REFERRED],
  'HR',
  REFERRAL_STAGE_WORDS.interview,
  'Offer Letter',
  REFERRAL_STAGE_WORDS.hired,
  REFERRAL_STAGE_WORDS.rejected,
];

/** The longest referral status an admin may write. */
export const REFERRAL_STATUS_MAX_LENGTH = 60;

/**
 * The stage a referral status names, as an admin writes it (free text, in any case): a stage's
 * key, label or word, or one of the spec's badge words; null when it names none.
 */
export function referralStatusStage(text: unknown): ReferralStage | null {
  const spec = typeof text === 'string' ? SPEC_REFERRAL_STATUS_STAGES[text.trim().toLowerCase()] : undefined;
  return spec ?? referralStageNamed(text);
}

/** The stage of a referral stored before stages existed (free-text `status`); `referred` when it names none. */
export const legacyReferralStage = (status: unknown): ReferralStage => referralStatusStage(status) ?? REFERRED;

/**
 * What a referral shows as its status: the text an admin wrote while the referral is still at the
 * stage it was written beside, else the stage's applicant word.
 */
export function referralStatusText(stage: ReferralStage, written: { text: string; stage: ReferralStage } | null): string {
  return written && written.stage === stage ? written.text : REFERRAL_STAGE_WORDS[stage];
}

/**
 * An application's reference, shown to people (mails, confirmation, status page): `APP-` and six
 * characters of an alphabet without look-alikes (no 0/O, 1/I/L, U/V), e.g. APP-7K3F9Q.
 */
export const REFERENCE_PREFIX = 'APP-';
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new reference; `randomIndex(n)` answers a uniformly random integer in [0, n) (crypto.randomInt on the server). */
export function makeReference(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}${code}`;
}

/**
 * The private status link's token: STATUS_TOKEN_BYTES random bytes (128 bits) as base64url. Only
 * its SHA-256 is stored; a value of any other shape is answered like an unknown token.
 */
export const STATUS_TOKEN_BYTES = 16;
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,86}$/;

/** The site path of an application's status page (the link in the applicant's mails). */
export const APPLICATION_STATUS_PAGE = '/applications/status/:token';
export const applicationStatusPagePath = (token: string) => APPLICATION_STATUS_PAGE.replace(':token', encodeURIComponent(token));

/** Who did something no person did (the mail sent on apply). */
export const SYSTEM_ACTOR = 'system';

export const PIPELINE_EVENT_TYPES = ['stage', 'note', 'mail', 'interview'] as const;

/**
 * At most one stage mail per application and stage in this time: a move back to a stage whose mail
 * went out less than this ago holds its mail back (its stage event says `mail: 'held'`) until this
 * time has passed, and then sends it if the application is still at that stage, so a burst of moves
 * cannot flood an applicant.
 */
export const STAGE_MAIL_THROTTLE_MS = 10 * 60 * 1000;
export type PipelineEventType = (typeof PIPELINE_EVENT_TYPES)[number];

/**
 * One entry of an application's history (append-only; no API edits or deletes one):
 * - stage: a move `from` -> `to`, with the admin's note as `text` when one was given, and
 *   `mail: 'held'` when it asked to notify but the stage's mail was held back (STAGE_MAIL_THROTTLE_MS);
 * - note: an admin's note (`text`);
 * - mail: a mail sent to the applicant (`text` is its subject; `to` is the stage it announced);
 * - interview: an interview changed or cancelled, or the applicant's answer to it (`text` says which).
 * `actor` is the admin's email (or uid), or `system`; `at` is ISO text.
 */
export interface PipelineEvent {
  _id: string;
  type: PipelineEventType;
  from?: PipelineStage;
  to?: PipelineStage;
  text?: string;
  /** On a stage event: the move's mail was held back by the throttle. */
  mail?: 'held';
  actor: string;
  at: string;
}

/** Longest note an admin may write (notes and a stage move's note). */
export const NOTE_MAX_LENGTH = 2000;
/** Most applications one bulk stage move may name. */
export const STAGE_MOVE_MAX_IDS = 500;

/** GET /api/application-status/{token}: what the applicant's status page shows (and nothing else). */
export interface ApplicationStatus {
  reference: string;
  jobTitle: string;
  /** The applicant-facing word (STAGE_WORDS). */
  stage: string;
  /** When the stage last changed (the application's time until the first move), ISO text. */
  updatedAt: string | null;
  /** The next interview still to come, or null. */
  interview: ApplicantInterview | null;
}

/**
 * An application as the admin's detail view and a stage move answer it: the list row (APPLICATION_FIELDS)
 * plus the job's owner and when the stage last changed.
 */
export interface ApplicationDetail {
  _id: string;
  jobId: string | null;
  jobTitle: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  appliedAt: string | null;
  resume: string | null;
  hasResume: boolean;
  stage: PipelineStage;
  /** Null for an application stored before references existed, until its first mail. */
  reference: string | null;
  /** The start of the next scheduled interview not yet ended (APPLICATION_FIELDS), or null. */
  nextInterviewAt: string | null;
  /** The affiliate whose job it is ('' for a fixed job). */
  affiliateId: string;
  /** When the stage last changed (the application's time until the first move). */
  stageChangedAt: string | null;
}
