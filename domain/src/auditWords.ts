import { countOf, KIND_WORDS } from './admin/trash';
import type { KindWords } from './admin/fields';
import { AUDIT_ACTION_WORDS, AUDIT_SUMMARY_MAX, type AuditAction } from './audit';

/** What each audit kind's records are called: the admin lists' words, and the kinds only the audit trail names. */
export const AUDIT_KIND_WORDS: Readonly<Record<string, KindWords>> = {
  ...KIND_WORDS,
  account: { one: 'account', many: 'accounts' },
  person: { one: 'person', many: 'people' },
  interviews: { one: 'interview', many: 'interviews' },
  scorecards: { one: 'scorecard', many: 'scorecards' },
  commissions: { one: 'commission', many: 'commissions' },
};

/** An entry's summary: "Deleted 3 contacts", then the detail a handler adds ("to interview"). */
export function auditSummaryOf(action: AuditAction, kind: string, count: number, detail?: string): string {
  const words = AUDIT_KIND_WORDS[kind] ?? { one: kind, many: kind };
  return [AUDIT_ACTION_WORDS[action], countOf(count, words), detail].filter(Boolean).join(' ').slice(0, AUDIT_SUMMARY_MAX);
}
