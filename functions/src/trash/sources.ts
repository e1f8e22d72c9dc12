import type { DocumentData } from 'firebase-admin/firestore';
import type { TrashKind } from '@careers/domain';
import { COLLECTIONS, type CollectionName } from '../collections';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ');

/** Where each kind of trashed record lives, and the line the Trash screen names it by. */
export const TRASH_SOURCES: Readonly<Record<TrashKind, { collection: CollectionName; title: (data: DocumentData) => string }>> = {
  notifications: { collection: COLLECTIONS.notifications, title: (d) => text(d.message) },
  students: { collection: COLLECTIONS.resumes, title: (d) => joined(d.name, d.email) },
  applications: { collection: COLLECTIONS.applications, title: (d) => joined(d.name, d.jobTitle) },
  colleges: { collection: COLLECTIONS.colleges, title: (d) => text(d.collegeName) },
  companies: { collection: COLLECTIONS.companies, title: (d) => text(d.companyName) },
  contacts: { collection: COLLECTIONS.contacts, title: (d) => joined(d.name, d.email) },
  jobPosts: { collection: COLLECTIONS.jobs, title: (d) => joined(d.jobId, d.title) },
  affiliates: { collection: COLLECTIONS.affiliates, title: (d) => joined(d.fullName, d.email) },
  affiliateJobs: { collection: COLLECTIONS.affiliateJobs, title: (d) => joined(d.jobId, d.jobTitle) },
  referrals: { collection: COLLECTIONS.referrals, title: (d) => joined(d.studentName, d.email, d.jobTitle) },
};
