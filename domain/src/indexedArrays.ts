import { AUDIT_MAX_IDS } from './audit';
import { INTERVIEWERS_MAX } from './interviews';
import { SEARCH_TOKEN_MAX_LENGTH, SEARCH_TOKENS_FIELD, SEARCH_TOKENS_MAX } from './admin/search';
import { TITLE_TOKENS_FIELD, TITLE_TOKENS_MAX } from './publicJobs';

/**
 * The array fields that indexes read with `array-contains`, and the most elements a record stores
 * in each: an index holding the field writes one entry per element, so these caps bound a record's
 * index entries (scripts/preflight checks the index set against Firestore's per-document limits).
 */
export const INDEXED_ARRAY_MAX: Readonly<Record<string, { elements: number; elementBytes: number }>> = {
  [SEARCH_TOKENS_FIELD]: { elements: SEARCH_TOKENS_MAX, elementBytes: 3 * SEARCH_TOKEN_MAX_LENGTH + 1 },
  // A title token, or one followed by `|` and a facet key of at most three short option values.
  [TITLE_TOKENS_FIELD]: { elements: TITLE_TOKENS_MAX, elementBytes: 3 * SEARCH_TOKEN_MAX_LENGTH + 130 },
  // An audit entry's ids: document ids of at most 128 characters (schemas/audit.ts).
  ids: { elements: AUDIT_MAX_IDS, elementBytes: 128 + 1 },
  // An interview's interviewers: staff account uids (at most 128 characters, schemas/interviews.ts).
  interviewerIds: { elements: INTERVIEWERS_MAX, elementBytes: 128 + 1 },
};
