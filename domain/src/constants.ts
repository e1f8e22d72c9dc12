/** Business constants of both spec files (section 9 of each). Import by name; never retype a value. */

/** The demo Firebase project of the local stack (.firebaserc says the same): emulators never touch a real project. */
export const DEMO_PROJECT_ID = 'demo-careers';

/**
 * The local stack's Auth emulator listens this many ports above its site, at every port offset, so a
 * built app served by any local stack finds it from the page's own port.
 */
export const LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE = 4099;

// Public site
export const BRAND_NAME = 'CareerSetu';
export const JOBS_PAGE_SIZE = 12;
/**
 * The highest page number the job lists answer (12 a page: over a million jobs). Here, not beside
 * the query's schema: the job list imports it, and a page without a form loads no zod.
 */
export const JOB_LIST_PAGE_MAX = 100_000;
export const LOCATION_SUGGEST_DEBOUNCE_MS = 300;
export const LOCATION_SUGGEST_MIN_CHARS = 1;
export const LOCATION_SUGGEST_LIMIT = 10;
/**
 * The most jobs a public list path answers without `limit` (GET /api/cards/cards and /api/affiliatejob
 * keep the spec's array for API clients, the newest this many; with `limit` they answer pages).
 */
export const PUBLIC_JOBS_UNPAGED_MAX = 500;
export const SUGGESTION_LIST_MAX_HEIGHT_PX = 150;
export const STATUS_MESSAGE_MS = 3000;
export const CONTACT_TOAST_MS = 5000;
export const COLLEGE_ERROR_TOAST_MS = 3000;
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;
export const PHONE_MAX_LENGTH = 10;
export const PINCODE_PATTERN = /^[0-9]{6}$/;
/** The one mail provider accepted on the resume and application forms. */
export const RESUME_EMAIL_DOMAIN = 'gmail.com';
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const HERO_ROTATION_MS = 4000;
export const COPYRIGHT_YEAR = 2023;
export const NOT_SPECIFIED_JOB_TITLE = 'Not specified';
export const COLLEGE_COUNTERS = {
  founded: 2023,
  institutions: '120+',
  employers: '500+',
  placements: { from: 5000, to: 10000, suffix: '+' },
} as const;
export const CONTACT_DETAILS = {
  phone: '+91 80 4567 8900',
  supportEmail: 'support@careersetu.in',
  location: 'Bengaluru, Karnataka, India',
  social: {
    linkedin: 'https://www.linkedin.com/company/careersetu',
    instagram: 'https://www.instagram.com/careersetu',
    facebook: 'https://www.facebook.com/careersetu',
    twitter: 'https://x.com/careersetu',
  },
  /** Messaging chat (Chat Now links and the floating widget). */
  chatUrl: 'https://wa.me/918045678900',
} as const;

// Affiliate program and admin back office
export const ADMIN_PAGE_SIZE = 10;
/**
 * Most rows an admin list answers without `limit` (the spec's shape, for API clients): the newest.
 * When more match, the answer carries TOTAL_COUNT_HEADER with how many (a client pages with `limit`).
 */
export const ADMIN_UNPAGED_MAX = 1000;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * The Firestore reads a public job list answer cost (documents read, at least one per query, and
 * one per 1,000 index entries a count() matched, at least one): what a page costs at any size,
 * for the API tests and the benchmarks, where the emulators bill nothing.
 */
export const FIRESTORE_READS_HEADER = 'X-Firestore-Reads';
export const AFFILIATE_JOBS_PAGE_SIZE = 5;
export const NOTIFICATION_POLL_MS = 30_000;
/**
 * Read notifications older than this are deleted by a daily job (the pruneNotifications function);
 * unread ones are kept however old, so nothing an admin has not seen goes.
 */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const CLOCK_TICK_MS = 1000;
export const AFFILIATE_RESEND_SECONDS = 60;
export const ADMIN_RESEND_SECONDS = 90;
export const TOAST_MS = 5000;
export const CONFETTI_MS = 2500;
export const PASSWORD_MIN_LENGTH = 8;
export const COMMISSION_PERCENT = 20;
export const RESUME_PREVIEW_HEIGHT_PX = 500;
/** The jobId of the applications list that lists the applications to every job. */
export const ALL_JOB_APPLICATIONS = 'all';
export const NOTIFICATION_DROPDOWN = { widthPx: 300, maxHeightPx: 400 } as const;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const DATE_FORMAT = 'DD-MM-YYYY';
export const APPLICATION_DATE_FORMAT = 'YYYY-MM-DD';

export const ROLES = { admin: 'admin', recruiter: 'recruiter', affiliate: 'affiliate' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

// Validation patterns shared by the forms and the API
/**
 * Person and college names: letters (of any script, with their combining marks) and spaces only; a
 * zero-width joiner or non-joiner between two letters is part of an Indic word (क्‍ष, ज़्‌ह).
 */
export const NAME_PATTERN = /^(?:[\p{L}\p{M} ]|(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}]))+$/u;
/** The rough shape of an address: something, one @, something. */
export const EMAIL_SHAPE_PATTERN = /^[^@]+@[^@]+$/;
/** A well-formed address: no spaces or double dots, a dotted domain ending in a 2+ letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^[0-9]{6}$/;
/** Calendar dates on the wire (placement season): YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// Input limits shared by the schemas, the forms (maxLength) and the API (no public write stores an unbounded text)
/** Longest single-line free text (names, titles, streets, e-mail addresses). */
export const TEXT_MAX_LENGTH = 200;
/** Longest multi-line free text (contact message, additional info, events, descriptions). */
export const LONG_TEXT_MAX_LENGTH = 5000;
/**
 * Characters no single-line text may hold: the C0 controls (CR and LF among them, which would let
 * a value add mail headers), DEL, and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\u2028\u2029]/;
/** Deepest JSON body the API reads (the deepest form body is 3 levels); deeper ones get 400 before any handler walks them. */
export const MAX_JSON_DEPTH = 32;
/** Largest number of employees a company may state. */
export const COMPANY_SIZE_MAX = 10_000_000;
/** Largest student strength of one course group. */
export const STUDENTS_STRENGTH_MAX = 1_000_000;
/** Largest JSON request body the API reads (checked on Content-Length / the raw body before parsing). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Largest multipart body: the resume plus room for the text fields and part headers. */
export const MAX_MULTIPART_BODY_BYTES = MAX_RESUME_BYTES + 64 * 1024;
/** Header a client sends to make a submission exactly-once, and the keys it accepts. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
