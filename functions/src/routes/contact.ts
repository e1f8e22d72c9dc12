import { CONTACT_FIELDS, CONTACT_MESSAGES, contactSchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { formRouter } from './submissions';

/** Contact message from /contact; the answer's message is shown under 'Message sent.'. */
export const contactRouter = formRouter(
  'contactSubmit',
  contactSchema,
  COLLECTIONS.contacts,
  CONTACT_MESSAGES.received,
  CONTACT_FIELDS,
  'email',
);
