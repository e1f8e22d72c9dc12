import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { SINGLE_LINE_FORBIDDEN, emailKeyOf, type MailContent } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

/** A run of control characters (CR and LF among them) in a header value. */
const HEADER_BREAKS = new RegExp(`(?:${SINGLE_LINE_FORBIDDEN.source})+`, 'g');

/**
 * A header value on one line: the schemas already refuse line breaks in what reaches a subject or
 * an address, and this last guard keeps any that slipped through (stored data from before, a new
 * template) from starting a header of its own. Each run becomes one space.
 */
export const headerValue = (value: string) => value.replace(HEADER_BREAKS, ' ');

/** A `mail` document in the shape of the Trigger Email extension (the local stack prints it instead). */
export const mailDocument = (to: string, { subject, text }: MailContent): DocumentData => ({
  to: headerValue(to),
  // The privacy actions find a person's mails by it (privacy/person.ts).
  emailKey: emailKeyOf(to),
  message: { subject: headerValue(subject), text },
  createdAt: FieldValue.serverTimestamp(),
});

/** Queues a mail on its own. */
export async function queueMail(to: string, subject: string, text: string): Promise<void> {
  await db().collection(COLLECTIONS.mail).add(mailDocument(to, { subject, text }));
}
