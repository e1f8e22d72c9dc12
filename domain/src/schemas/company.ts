/** Company enrollment form (/company-form) and POST /api/company/submit-company-form. */
import { z } from 'zod';
import { COMPANY_SIZE_MAX } from '../constants';
import { COMPANY_MESSAGES as M } from '../messages';
import { COMPANY_PARTNERSHIP_INTERESTS } from '../options';
import { emailField, multiSelectField, nameField, optionalLongText, phoneField, positiveIntegerField, requiredText } from './fields';
import { locationField } from './location';

export const companySchema = z.object({
  companyName: requiredText(M.companyNameRequired),
  industry: requiredText(M.industryRequired),
  location: locationField,
  /** Number of employees; a numeric string is accepted. */
  companySize: positiveIntegerField(M.companySizeRequired, M.companySizeInvalid, COMPANY_SIZE_MAX),
  contactPerson: nameField(M.contactPersonRequired, M.contactPersonLettersOnly),
  contactEmail: emailField({ required: M.contactEmailRequired, invalid: M.emailInvalid }),
  contactPhone: phoneField(M.contactPhoneRequired, M.contactPhoneInvalid),
  partnershipInterests: multiSelectField(COMPANY_PARTNERSHIP_INTERESTS, M.partnershipRequired, M.partnershipInvalid),
  additionalInfo: optionalLongText(),
});
export type CompanyInput = z.infer<typeof companySchema>;
