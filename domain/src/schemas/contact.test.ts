import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../messages';
import { expectIssues, expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { contactSchema } from './contact';

const contact = { userType: 'student', name: 'Ravi Kumar', email: 'ravi@example.co.in', message: 'Hello' };

describe('contactSchema', () => {
  it('accepts a valid message for every user type', () => {
    for (const userType of ['student', 'campus', 'company']) {
      expect(expectValid(contactSchema, { ...contact, userType }).userType).toBe(userType);
    }
  });

  it.each([
    ['user type missing', { userType: '' }, 'userType', 'User Type is required'],
    ['user type unknown', { userType: 'admin' }, 'userType', CONTACT_MESSAGES.userTypeInvalid],
    ['name missing', { name: ' ' }, 'name', 'Name is required'],
    ['email missing', { email: '' }, 'email', 'Email is required'],
    ['email without @', { email: 'ravi.example.com' }, 'email', 'Invalid email address'],
    ['email with nothing after @', { email: 'ravi@' }, 'email', CONTACT_MESSAGES.emailInvalid],
    ['email without a dot-TLD', { email: 'ravi@example' }, 'email', 'Invalid email format'],
    ['email with a 1-letter TLD', { email: 'ravi@example.c' }, 'email', CONTACT_MESSAGES.emailFormat],
    ['email with a space', { email: 'ravi kumar@example.com' }, 'email', CONTACT_MESSAGES.emailFormat],
    ['email with double dots', { email: 'ravi@example..com' }, 'email', CONTACT_MESSAGES.emailFormat],
    ['message missing', { message: '' }, 'message', 'Message is required'],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(contactSchema, { ...contact, ...override }, path, message);
  });

  it('reports every missing field of an empty body', () => {
    expectIssues(
      contactSchema,
      {},
      {
        userType: CONTACT_MESSAGES.userTypeRequired,
        name: CONTACT_MESSAGES.nameRequired,
        email: CONTACT_MESSAGES.emailRequired,
        message: CONTACT_MESSAGES.messageRequired,
      },
    );
  });

  it('drops unknown keys', () => {
    expect(expectValid(contactSchema, { ...contact, role: 'admin' })).toEqual(contact);
  });
});
