import { PATHS, routePath } from '../../../config/paths';
import { formatYearMonthDay } from '../resources/table/formatters';
import { HIGHLIGHT_PARAM } from '../resources/table/useHighlightedRow';

/** What a notification says of the record it is about: the record's collection (`source`) and id. */
export interface NotificationSourceRef {
  source?: string | null;
  sourceId?: string | null;
  createdAt?: string | null;
}

/**
 * The screen of each kind of record a notification is about (its source collection, as
 * functions/src/triggers/notifications.ts names them). An application has a detail page; the
 * others open their list on the notification's day with the record's row highlighted.
 */
const LIST_OF_SOURCE: Readonly<Record<string, string>> = {
  resumes: PATHS.admin.student,
  colleges: PATHS.admin.college,
  companies: PATHS.admin.company,
  contacts: PATHS.admin.contactSupport,
};

/** Where a notification leads: its record's screen, or the notifications list when it names none. */
export function recordPathOf({ source, sourceId, createdAt }: NotificationSourceRef): string {
  if (!source || !sourceId) return PATHS.admin.notification;
  if (source === 'applications') return routePath(PATHS.admin.application, { id: sourceId });
  const list = LIST_OF_SOURCE[source];
  if (!list) return PATHS.admin.notification;
  const day = formatYearMonthDay(createdAt);
  const query = new URLSearchParams({ ...(day ? { from: day, to: day } : {}), [HIGHLIGHT_PARAM]: sourceId });
  return `${list}?${query}`;
}
