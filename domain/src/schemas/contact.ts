/** Contact form (/contact) and POST /api/contact/contact. */
import { z } from 'zod';
import { CONTACT_MESSAGES as M } from '../messages';
import { USER_TYPES } from '../options';
import { emailField, longRequiredText, requiredText } from './fields';

export const contactSchema = z.object({
  userType: z.enum(USER_TYPES, {
    error: (issue) => (issue.input == null || issue.input === '' ? M.userTypeRequired : M.userTypeInvalid),
  }),
  name: requiredText(M.nameRequired),
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid, format: M.emailFormat }),
  message: longRequiredText(M.messageRequired),
});
export type ContactInput = z.infer<typeof contactSchema>;
