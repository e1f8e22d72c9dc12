import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATION_FIELDS, PIPELINE_MESSAGES, stageOf, type ApplicationDetail } from '@careers/domain';
import { adminRowOf } from '../admin/records';
import { resumeFieldsOf } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { isoOf } from '../jobs/records';
import { nextInterviewAtOf } from '../interviews/times';
import type { Applicant } from './applicantMail';

export const applicationsCollection = () => db().collection(COLLECTIONS.applications);

/** The lower-cased address an application is matched on (referral outcomes). */
export const EMAIL_KEY = 'emailKey';
export { emailKeyOf } from '@careers/domain';

/** The application `id` names; 404 when there is none (or `id` cannot name a document). */
export async function findApplication(id: string): Promise<DocumentSnapshot> {
  const doc = isDocId(id) ? await applicationsCollection().doc(id).get() : null;
  if (!doc?.exists) throw new HttpError(404, PIPELINE_MESSAGES.applicationNotFound);
  return doc;
}

const rowFields = adminRowOf(APPLICATION_FIELDS);

/** A row of the admin's applications list: its fields, the resume's name, the stage (`applied` when none is stored), the next interview. */
export const applicationRow = (doc: DocumentSnapshot) =>
  rowFields(doc, { ...resumeFieldsOf(doc), stage: stageOf(doc.get('stage')), nextInterviewAt: nextInterviewAtOf(doc) });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const applicationDetail = (doc: DocumentSnapshot): ApplicationDetail =>
  ({
    ...applicationRow(doc),
    affiliateId: text(doc.get('affiliateId')),
    stageChangedAt: isoOf(doc.get('stageChangedAt')) ?? isoOf(doc.get('appliedAt')),
  }) as ApplicationDetail;

/** What the mail templates need; the reference is passed in, since one stored before references existed gets one when first mailed. */
export const applicantOf = (doc: DocumentSnapshot, reference: string): Applicant => ({
  name: text(doc.get('name')),
  email: text(doc.get('email')),
  jobTitle: text(doc.get('jobTitle')),
  reference,
});
