import { Router } from 'express';
import { COLLEGE_FIELDS, COMPANY_FIELDS, CONTACT_FIELDS, STUDENT_FIELDS } from '@careers/domain';
import { adminResourceRouter } from '../admin/resourceRouter';
import { resumeFieldsOf, resumeFileRouter, resumeFilesOf } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';

/** The admin list screens that are plain list + bulk delete: one configuration each. */
export const adminResourcesRouter = Router();

adminResourcesRouter.use(
  adminResourceRouter({
    collection: COLLECTIONS.contacts,
    definition: CONTACT_FIELDS,
    list: 'contactList',
    page: 'contactPage',
    remove: 'contactDelete',
  }),
  adminResourceRouter({
    collection: COLLECTIONS.resumes,
    definition: STUDENT_FIELDS,
    computed: resumeFieldsOf,
    list: 'resumeList',
    page: 'studentPage',
    remove: 'resumeDelete',
    filesOf: resumeFilesOf,
  }),
  resumeFileRouter(COLLECTIONS.resumes, 'resumeView', 'resumeDownload'),
  adminResourceRouter({
    collection: COLLECTIONS.colleges,
    definition: COLLEGE_FIELDS,
    list: 'collegeList',
    page: 'collegePage',
    remove: 'collegeDelete',
  }),
  adminResourceRouter({
    collection: COLLECTIONS.companies,
    definition: COMPANY_FIELDS,
    list: 'companyList',
    page: 'companyPage',
    remove: 'companyDelete',
  }),
);
