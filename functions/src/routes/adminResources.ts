import { Router } from 'express';
import { adminResourceRouter } from '../admin/resourceRouter';
import { COLLEGES, COMPANIES, CONTACTS, STUDENTS } from '../admin/resources';
import { resumeFileRouter } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';

/** The admin list screens that are plain list + bulk delete (admin/resources.ts). */
export const adminResourcesRouter = Router();

adminResourcesRouter.use(
  adminResourceRouter(CONTACTS),
  adminResourceRouter(STUDENTS),
  resumeFileRouter(COLLECTIONS.resumes, 'resumeView', 'resumeDownload'),
  adminResourceRouter(COLLEGES),
  adminResourceRouter(COMPANIES),
);
