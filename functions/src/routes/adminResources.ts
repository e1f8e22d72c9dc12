import { Router } from 'express';
import { adminResourceRouter } from '../admin/resourceRouter';
import { COLLECTIONS } from '../collections';

/** The admin list screens that are plain list + bulk delete: one configuration each. */
export const adminResourcesRouter = Router();

adminResourcesRouter.use(
  adminResourceRouter({
    collection: COLLECTIONS.contacts,
    fields: ['userType', 'name', 'email', 'message', 'createdAt'],
    orderBy: 'createdAt',
    list: 'contactList',
    remove: 'contactDelete',
  }),
);
