import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { emailKeyOf, type MailContent } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

/** A `mail` document in the shape of the Trigger Email extension (the local stack prints it instead). */
export const mailDocument = (to: string, { subject, text }: MailContent): DocumentData => ({
  to,
  // The privacy actions find a person's mails by it (privacy/person.ts).
  emailKey: emailKeyOf(to),
  message: { subject, text },
  createdAt: FieldValue.serverTimestamp(),
});

/** Queues a mail on its own. */
export async function queueMail(to: string, subject: string, text: string): Promise<void> {
  await db().collection(COLLECTIONS.mail).add(mailDocument(to, { subject, text }));
}
