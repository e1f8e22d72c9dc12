import { COMPANY_MESSAGES, companySchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { formRouter } from './submissions';

/** Company enrollment from /company-form. */
export const companyRouter = formRouter('/company/submit-company-form', companySchema, COLLECTIONS.companies, COMPANY_MESSAGES.success);
