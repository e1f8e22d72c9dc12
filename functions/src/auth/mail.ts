import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

/** Queues a mail in the shape of the Trigger Email extension (the local stack prints it instead). */
export async function queueMail(to: string, subject: string, text: string): Promise<void> {
  await db().collection(COLLECTIONS.mail).add({ to, message: { subject, text }, createdAt: FieldValue.serverTimestamp() });
}
