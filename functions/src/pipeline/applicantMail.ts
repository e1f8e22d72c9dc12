import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { stageMail, type MailContent, type PipelineStage } from '@careers/domain';
import { mailDocument } from '../auth/mail';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { appendEvent } from './events';
import { statusUrlOf, statusUrlPreview } from './statusLink';
import type { Writer } from './writer';

/** What the mail templates need of an application (all of it the server's own data). */
export interface Applicant {
  name: string;
  email: string;
  jobTitle: string;
  reference: string;
}

/** The mail of `stage` as the admin previews it: the link's token is made only when the mail is sent. */
export const previewStageMail = (stage: PipelineStage, applicant: Applicant): MailContent =>
  stageMail(stage, { ...applicant, statusUrl: statusUrlPreview() });

/**
 * Queues the mail of `stage` to the applicant in `writer`, with the status link of `token` (new
 * for each mail: the caller adds its hash to the application's `statusTokenHashes` in the same
 * write), and records it as a `mail` event (its text the subject). The mail's document id derives
 * from that event's, so there is one mail per event.
 */
export function queueStageMail(
  writer: Writer,
  application: DocumentReference,
  applicant: Applicant,
  stage: PipelineStage,
  actor: string,
  at: Timestamp,
  token: string,
): void {
  const content = stageMail(stage, { ...applicant, statusUrl: statusUrlOf(token) });
  const eventId = appendEvent(writer, application, { type: 'mail', to: stage, text: content.subject, actor, at });
  writer.create(db().collection(COLLECTIONS.mail).doc(`${application.id}-${eventId}`), mailDocument(applicant.email, content));
}
