import { describe, expect, it } from 'vitest';
import { API_MESSAGES, ENDPOINTS, PRIVACY_NOTICE_VERSION, RESUME_MESSAGES, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { db } from '../../functions/src/firebase';
import {
  CONTENT_TYPES,
  RESUME_BYTES,
  applicant,
  countDocs,
  expectNothingStored,
  expectOneNotification,
  multipartPoster,
  type FilePart,
} from '../support/submissions';
import { useEmulators } from '../support/stack';

useEmulators();

const submit = multipartPoster(apiPath(ENDPOINTS.resumeSubmit));
const pdf = (name = 'cv.pdf'): FilePart => ({ name, bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf });

describe('POST /api/resumes/submit', () => {
  it('stores the resume file, then the record, answers 201, and notifies the admins once', async () => {
    const person = applicant();
    const res = await submit({ ...person, name: ` ${person.name} ` }, pdf('Asha Rao CV (final).pdf'));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: 'Resume uploaded successfully!', _id: expect.any(String) });

    const doc = await db().collection(COLLECTIONS.resumes).doc(res.json._id).get();
    expect(doc.exists).toBe(true);
    const { createdAt, searchTokens, consent, ...stored } = doc.data()!;
    expect(consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: expect.any(String) });
    // Searchable in the paged admin list by the start of any word.
    expect(searchTokens).toEqual(expect.arrayContaining([String(person.name).toLowerCase().split(' ')[0]!.slice(0, 3)]));
    expect(stored).toEqual({
      ...person,
      emailKey: person.email.toLowerCase(),
      resumePath: `resumes/${res.json._id}/Asha_Rao_CV_final.pdf`,
      resumeFileName: 'Asha Rao CV (final).pdf',
      resumeContentType: CONTENT_TYPES.pdf,
    });
    expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
    expect(await fileStore().read(stored.resumePath)).toEqual(RESUME_BYTES.pdf);
    expect(await countDocs(COLLECTIONS.resumes, 'email', person.email)).toBe(1);

    const notification = await expectOneNotification('resumes', res.json._id);
    expect(notification).toMatchObject({ type: 'resume', read: false, message: `New resume posted by ${person.name}` });
  });

  it.each([
    ['docx', 'Resume.DOCX'],
    ['doc', 'resume.doc'],
  ] as const)('accepts a .%s resume', async (kind, name) => {
    const person = applicant();
    const res = await submit(person, { name, bytes: RESUME_BYTES[kind], type: CONTENT_TYPES[kind] });
    expect(res.status).toBe(201);
    const stored = (await db().collection(COLLECTIONS.resumes).doc(res.json._id).get()).data()!;
    expect(stored.resumeContentType).toBe(CONTENT_TYPES[kind]);
    expect(stored.resumePath).toMatch(new RegExp(`\\.${kind}$`));
    expect(await fileStore().read(stored.resumePath)).toEqual(RESUME_BYTES[kind]);
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'Name is required'],
    ['name with digits', { name: 'Asha 2' }, 'name', 'Name should only contain letters and spaces'],
    ['email missing', { email: undefined }, 'email', 'Email is required'],
    ['email malformed', { email: 'asha.gmail.com' }, 'email', 'Invalid email'],
    ['email of another provider', { email: 'asha@yahoo.com' }, 'email', 'Email must be valid'],
    ['phone missing', { phone: undefined }, 'phone', 'Phone number is required'],
    ['phone starting with 5', { phone: '5876543210' }, 'phone', 'Phone Number must be valid'],
    ['phone of 11 digits', { phone: '98765432100' }, 'phone', 'Phone Number must be valid'],
  ])('refuses %s with 400 and stores nothing', async (_, override, field, message) => {
    await expectNothingStored(COLLECTIONS.resumes, async () => {
      const res = await submit({ ...applicant(), ...override }, pdf());
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors[field]).toBe(message);
    });
  });

  it('refuses a submission without a file with 400', async () => {
    await expectNothingStored(COLLECTIONS.resumes, async () => {
      const res = await submit(applicant());
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('No file selected');
    });
  });

  it('refuses a file that is not .pdf, .doc or .docx with 400', async () => {
    await expectNothingStored(COLLECTIONS.resumes, async () => {
      const res = await submit(applicant(), { name: 'cv.txt', bytes: Buffer.from('plain text resume'), type: 'text/plain' });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Please upload a valid resume in .pdf or .doc/.docx format');
    });
  });

  it('refuses an executable renamed .pdf with 415', async () => {
    await expectNothingStored(COLLECTIONS.resumes, async () => {
      const res = await submit(applicant(), { name: 'cv.pdf', bytes: RESUME_BYTES.exe, type: CONTENT_TYPES.pdf });
      expect(res.status).toBe(415);
      expect(res.json.message).toBe('Please upload a valid resume in .pdf or .doc/.docx format');
    });
  });

  it('refuses a PDF named .docx with 415', async () => {
    await expectNothingStored(COLLECTIONS.resumes, async () => {
      const res = await submit(applicant(), { name: 'cv.docx', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.docx });
      expect(res.status).toBe(415);
      expect(res.json.message).toBe(RESUME_MESSAGES.fileContentMismatch);
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    await expectNothingStored(COLLECTIONS.resumes, async () => {
      const res = await submit(applicant(), { name: 'big.pdf', bytes: RESUME_BYTES.oversizePdf, type: CONTENT_TYPES.pdf });
      expect(res.status).toBe(413);
      expect(res.json.message).toBe(API_MESSAGES.fileTooLarge);
    });
  });
});
