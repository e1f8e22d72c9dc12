import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { adminResourceRouter } from '../admin/resourceRouter';
import { leanRow } from '../admin/records';
import { resumeFileRouter, resumeFilesOf, resumeOf } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';

/** The admin list screens that are plain list + bulk delete: one configuration each. */
export const adminResourcesRouter = Router();

/** A posted resume as the Students screen shows it: the file's name only, its storage path stays here. */
const studentRow = (doc: DocumentSnapshot) => {
  const resume = resumeOf(doc);
  return { ...leanRow(doc, ['name', 'email', 'phone', 'createdAt']), resume: resume?.fileName ?? null, hasResume: !!resume };
};

adminResourcesRouter.use(
  adminResourceRouter({
    collection: COLLECTIONS.contacts,
    fields: ['userType', 'name', 'email', 'message', 'createdAt'],
    orderBy: 'createdAt',
    list: 'contactList',
    remove: 'contactDelete',
  }),
  adminResourceRouter({
    collection: COLLECTIONS.resumes,
    fields: ['name', 'email', 'phone', 'resume', 'hasResume', 'createdAt'],
    row: studentRow,
    orderBy: 'createdAt',
    list: 'resumeList',
    remove: 'resumeDelete',
    filesOf: resumeFilesOf,
  }),
  resumeFileRouter(COLLECTIONS.resumes, 'resumeView', 'resumeDownload'),
  adminResourceRouter({
    collection: COLLECTIONS.colleges,
    fields: [
      'collegeName',
      'location',
      'polytechnicCourses',
      'ugCourses',
      'pgCourses',
      'studentsStrengthPolytechnic',
      'studentsStrengthUG',
      'studentsStrengthPG',
      'collegeEmail',
      'mobileNumber',
      'placementSeasonDuration',
      'upcomingEvents',
      'partnershipInterests',
      'createdAt',
    ],
    orderBy: 'createdAt',
    list: 'collegeList',
    remove: 'collegeDelete',
  }),
  adminResourceRouter({
    collection: COLLECTIONS.companies,
    fields: [
      'companyName',
      'industry',
      'location',
      'companySize',
      'contactPerson',
      'contactEmail',
      'contactPhone',
      'partnershipInterests',
      'additionalInfo',
      'createdAt',
    ],
    orderBy: 'createdAt',
    list: 'companyList',
    remove: 'companyDelete',
  }),
);
