import {
  NOT_SPECIFIED_JOB_TITLE,
  NOTIFICATION_FIELDS,
  NOTIFICATION_MESSAGES,
  withSearchTokens,
  type NotificationType,
} from '@careers/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

type SourceData = Record<string, unknown>;
const text = (value: unknown, fallback = '') => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** What each new submission tells the admins. Types follow the spec: company, college, resume, contact. */
export const NOTIFICATION_SOURCES = {
  [COLLECTIONS.resumes]: { type: 'resume', message: (d: SourceData) => NOTIFICATION_MESSAGES.resume(text(d.name, 'a job seeker')) },
  [COLLECTIONS.applications]: {
    type: 'resume',
    message: (d: SourceData) => NOTIFICATION_MESSAGES.application(text(d.name, 'A job seeker'), text(d.jobTitle, NOT_SPECIFIED_JOB_TITLE)),
  },
  [COLLECTIONS.colleges]: { type: 'college', message: (d: SourceData) => NOTIFICATION_MESSAGES.college(text(d.collegeName, 'a college')) },
  [COLLECTIONS.companies]: { type: 'company', message: (d: SourceData) => NOTIFICATION_MESSAGES.company(text(d.companyName, 'a company')) },
  [COLLECTIONS.contacts]: { type: 'contact', message: (d: SourceData) => NOTIFICATION_MESSAGES.contact(text(d.name, 'a visitor')) },
} as const satisfies Record<string, { type: NotificationType; message: (d: SourceData) => string }>;

export type NotificationSource = keyof typeof NOTIFICATION_SOURCES;

const ALREADY_EXISTS = 6;

/** A submission's notification id: derived from its source document, so a second delivery finds it. */
export const notificationId = (source: NotificationSource, sourceId: string) => `${source}-${sourceId}`;

/** The notification of a created source document, as stored (the seeds write it as the trigger would). */
export function notificationOf(source: NotificationSource, sourceId: string, data: SourceData, createdAt: unknown, read = false) {
  const { type, message } = NOTIFICATION_SOURCES[source];
  return { ...withSearchTokens(NOTIFICATION_FIELDS, { type, message: message(data), read }), createdAt, source, sourceId };
}

/**
 * Writes the notification for a newly created document. Triggers are delivered at least once, so
 * the notification id derives from its source document and a retry finds it already there.
 */
export async function notifyCreated(source: NotificationSource, sourceId: string, data: SourceData): Promise<void> {
  try {
    await db()
      .collection(COLLECTIONS.notifications)
      .doc(notificationId(source, sourceId))
      .create(notificationOf(source, sourceId, data, FieldValue.serverTimestamp()));
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
  }
}
