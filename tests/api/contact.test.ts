import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, ENDPOINTS, PRIVACY_NOTICE_VERSION, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { countDocs, expectNothingStored, expectOneNotification, uniqueLetters } from '../support/submissions';
import { api, useEmulators } from '../support/stack';

useEmulators();

/** The form as the site sends it: with the sender's consent to the privacy notice. */
const send = (json: object) => api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json: { consent: true, ...json } });
const contact = () => {
  const tag = uniqueLetters();
  return { userType: 'campus', name: `Ravi ${tag}`, email: `ravi.${tag}@example.co.in`, message: 'We would like a placement drive.' };
};

describe('POST /api/contact/contact', () => {
  it('stores the message with createdAt, answers 201 with a message, and notifies once', async () => {
    const body = contact();
    const res = await send({ ...body, name: `  ${body.name}  ` });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: CONTACT_MESSAGES.received, _id: expect.any(String) });
    expect(res.json.message.length).toBeGreaterThan(0);

    const {
      createdAt,
      searchTokens,
      consent,
      emailKey: _emailKey,
      ...stored
    } = (await db().collection(COLLECTIONS.contacts).doc(res.json._id).get()).data()!;
    expect(consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: expect.any(String) });
    // Searchable in the paged admin list by the start of any word.
    expect(searchTokens).toEqual(expect.arrayContaining([String(body.name).toLowerCase().split(' ')[0]!.slice(0, 3)]));
    expect(stored).toEqual(body);
    expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);

    const notification = await expectOneNotification('contacts', res.json._id);
    expect(notification).toMatchObject({ type: 'contact', read: false, message: `New contact message from ${body.name}` });
  });

  it.each([
    ['user type missing', { userType: '' }, 'userType', 'User Type is required'],
    ['user type unknown', { userType: 'admin' }, 'userType', CONTACT_MESSAGES.userTypeInvalid],
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['email missing', { email: '' }, 'email', 'Email is required'],
    ['email without @', { email: 'ravi.example.com' }, 'email', 'Invalid email address'],
    ['email without a dot-TLD', { email: 'ravi@example' }, 'email', 'Invalid email format'],
    ['message missing', { message: '  ' }, 'message', 'Message is required'],
  ])('refuses %s with 400 and stores nothing', async (_, override, field, message) => {
    const body = { ...contact(), ...override };
    await expectNothingStored(COLLECTIONS.contacts, async () => {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors[field]).toBe(message);
    });
    if (body.name) expect(await countDocs(COLLECTIONS.contacts, 'name', body.name)).toBe(0);
  });
});
