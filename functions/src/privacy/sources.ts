import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { PersonRecordKind } from '@careers/domain';
import { resumeOf } from '../admin/resumeFiles';
import { COLLECTIONS, type CollectionName } from '../collections';
import { answerNotificationRef } from '../interviews/records';
import type { TrashedFile } from '../trash/entries';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ');
const isoText = (value: unknown) =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate(): Date }).toDate().toISOString() : '';

/** Where one kind of a person's records lives and how it is named, dated and found. */
export interface PersonSource {
  collection: CollectionName;
  /** The field holding the person's address as they typed it (records stored before the email key are found by it). */
  emailField: string;
  /** A short line naming the record on the Privacy screen. */
  summary: (data: DocumentData) => string;
  /** The field the retention run's range query reads (single-field: no composite index). */
  dateField: string;
  /** Every field that marks activity: the newest of them is the record's last activity. */
  activityFields: readonly string[];
  /** The stored files the record owns. */
  files: (doc: DocumentSnapshot) => string[];
  /** Subcollections erased with the record. */
  subcollections?: readonly string[];
  /** Other documents erased with the record (beyond the notification of a submission). */
  related?: (doc: DocumentSnapshot) => DocumentReference[];
}

const resumeFiles = (doc: DocumentSnapshot) => {
  const path = resumeOf(doc)?.path;
  return path ? [path] : [];
};
const noFiles = () => [];

/** Every collection holding a person's data, by the kind the privacy actions name it. */
export const PERSON_SOURCES: Readonly<Record<PersonRecordKind, PersonSource>> = {
  applications: {
    collection: COLLECTIONS.applications,
    emailField: 'email',
    summary: (d) => joined(d.name, d.jobTitle, d.reference),
    dateField: 'appliedAt',
    activityFields: ['appliedAt', 'stageChangedAt', 'updatedAt'],
    files: resumeFiles,
    subcollections: ['events'],
  },
  resumes: {
    collection: COLLECTIONS.resumes,
    emailField: 'email',
    summary: (d) => joined(d.name, d.resumeFileName),
    dateField: 'createdAt',
    activityFields: ['createdAt', 'updatedAt'],
    files: resumeFiles,
  },
  contacts: {
    collection: COLLECTIONS.contacts,
    emailField: 'email',
    summary: (d) => joined(d.name, d.userType),
    dateField: 'createdAt',
    activityFields: ['createdAt'],
    files: noFiles,
  },
  colleges: {
    collection: COLLECTIONS.colleges,
    emailField: 'collegeEmail',
    summary: (d) => text(d.collegeName),
    dateField: 'createdAt',
    activityFields: ['createdAt'],
    files: noFiles,
  },
  companies: {
    collection: COLLECTIONS.companies,
    emailField: 'contactEmail',
    summary: (d) => joined(d.companyName, d.contactPerson),
    dateField: 'createdAt',
    activityFields: ['createdAt'],
    files: noFiles,
  },
  referrals: {
    collection: COLLECTIONS.referrals,
    emailField: 'email',
    summary: (d) => joined(d.studentName, d.jobTitle),
    dateField: 'createdAt',
    activityFields: ['createdAt', 'updatedAt'],
    files: noFiles,
  },
  mail: {
    collection: COLLECTIONS.mail,
    emailField: 'to',
    summary: (d) => text((d.message as { subject?: unknown } | undefined)?.subject),
    dateField: 'createdAt',
    activityFields: ['createdAt'],
    files: noFiles,
  },
  interviews: {
    collection: COLLECTIONS.interviews,
    // The applicant's address, copied from the application when the interview was scheduled.
    emailField: 'applicantEmail',
    summary: (d) => joined(d.applicantName, d.jobTitle, isoText(d.startsAt)),
    dateField: 'startsAt',
    activityFields: ['startsAt', 'updatedAt', 'respondedAt'],
    files: noFiles,
    // The staff's notification of the applicant's answer names them (interviews/applicantResponse.ts).
    related: (doc) => [answerNotificationRef(doc.id)],
  },
  trash: {
    collection: COLLECTIONS.trash,
    // Entries keep the deleted record's email key (trash/entries.ts); their own fields hold no address.
    emailField: 'emailKey',
    summary: (d) => joined(d.kind, d.title),
    dateField: 'deletedAt',
    activityFields: ['deletedAt'],
    files: (doc) => ((doc.get('files') ?? []) as TrashedFile[]).map((file) => file.trashPath),
  },
};
