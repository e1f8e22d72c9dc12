import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

type SourceData = Record<string, unknown>;
const text = (value: unknown, fallback = '') => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** What each new submission tells the admins. Types follow the spec: company, college, resume, contact. */
export const NOTIFICATION_SOURCES = {
  [COLLECTIONS.resumes]: { type: 'resume', message: (d: SourceData) => `New resume posted by ${text(d.name, 'a job seeker')}` },
  [COLLECTIONS.applications]: {
    type: 'resume',
    message: (d: SourceData) => `${text(d.name, 'A job seeker')} applied for ${text(d.jobTitle, 'a job')}`,
  },
  [COLLECTIONS.colleges]: { type: 'college', message: (d: SourceData) => `New college enrollment from ${text(d.collegeName, 'a college')}` },
  [COLLECTIONS.companies]: { type: 'company', message: (d: SourceData) => `New company enrollment from ${text(d.companyName, 'a company')}` },
  [COLLECTIONS.contacts]: { type: 'contact', message: (d: SourceData) => `New contact message from ${text(d.name, 'a visitor')}` },
} as const;

export type NotificationSource = keyof typeof NOTIFICATION_SOURCES;

const ALREADY_EXISTS = 6;

/**
 * Writes the notification for a newly created document. Triggers are delivered at least once, so
 * the notification id derives from its source document and a retry finds it already there.
 */
export async function notifyCreated(source: NotificationSource, sourceId: string, data: SourceData): Promise<void> {
  const { type, message } = NOTIFICATION_SOURCES[source];
  try {
    await db()
      .collection(COLLECTIONS.notifications)
      .doc(`${source}-${sourceId}`)
      .create({ type, message: message(data), read: false, createdAt: FieldValue.serverTimestamp(), source, sourceId });
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
  }
}
