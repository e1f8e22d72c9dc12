import { COMPANY_FIELDS, COMPANY_MESSAGES, companySchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { formRouter } from './submissions';

/** Company enrollment from /company-form. */
export const companyRouter = formRouter(
  'companySubmit',
  companySchema,
  COLLECTIONS.companies,
  COMPANY_MESSAGES.success,
  COMPANY_FIELDS,
  'contactEmail',
);
