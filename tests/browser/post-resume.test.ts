/** Post resume (/jobs/post-resume) in real Chromium: upload of a .docx, and the field checks (spec 2, 4, 5, 8). */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, RESUME_MESSAGES, STATUS_MESSAGE_MS } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { screenshot, useChromium } from '../support/browser';
import { useEmulators } from '../support/stack';
import { applicant, CONTENT_TYPES, RESUME_BYTES } from '../support/submissions';
import {
  giveConsent,
  countDocs,
  expectAutoDismiss,
  pauseClock,
  expectShown,
  openForm,
  shownText,
  requestsSettled,
  storedWhere,
  submitAndWait,
  watchRequests,
  withPage,
} from './helpers';

useEmulators();

const browser = useChromium();

const docx = { name: 'Resume 2025.docx', mimeType: CONTENT_TYPES.docx, buffer: RESUME_BYTES.docx };

describe('post resume', () => {
  it('uploads a .docx resume, shows the success message for 3 s and resets the form', async () => {
    expect(RESUME_BYTES.docx.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      await page.clock.install();
      const form = await openForm(page, '/jobs/post-resume', 'post-resume-form');
      const person = applicant();
      await form.getByLabel('Name').fill(person.name);
      await form.getByLabel('Email').fill(person.email);
      await form.getByLabel('Phone').fill(person.phone);
      // The resume is marked required like the text fields (asterisk, required attribute).
      expect(await form.getByTestId('resume-input').evaluate((input: HTMLInputElement) => input.required)).toBe(true);
      expect(await form.locator('#post-resume-resume-label').innerText()).toMatch(/^Resume\s*\*$/);
      await form.getByLabel('Resume').setInputFiles(docx);
      expect(await form.getByTestId('resume-file-name').innerText()).toBe('Resume 2025.docx');
      await giveConsent(form);
      await screenshot(page, 'post-resume-filled');

      await pauseClock(page);
      const { response } = await submitAndWait(page, ENDPOINTS.resumeSubmit, () =>
        form.getByRole('button', { name: 'Submit', exact: true }).click(),
      );
      expect(response.status()).toBe(201);
      const status = form.getByTestId('resume-status');
      expect(await shownText(status)).toBe('Resume uploaded successfully!');
      expect(RESUME_MESSAGES.uploadSuccess).toBe('Resume uploaded successfully!');
      await screenshot(page, 'post-resume-success');
      await expectAutoDismiss(page, status, STATUS_MESSAGE_MS);
      expect(await form.getByLabel('Name').inputValue()).toBe('');
      expect(await form.getByLabel('Email').inputValue()).toBe('');
      expect(await form.getByLabel('Phone').inputValue()).toBe('');
      expect(await form.getByTestId('resume-file-name').innerText()).toBe('No file chosen');
      expect(await form.getByTestId('resume-input').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

      const stored = await storedWhere(COLLECTIONS.resumes, 'email', person.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: person.name,
        phone: person.phone,
        resumeFileName: 'Resume 2025.docx',
        resumeContentType: CONTENT_TYPES.docx,
      });
    });
  });

  it('refuses an invalid phone, a name with digits and a non-Gmail address without sending', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.resumeSubmit);
      const before = await countDocs(COLLECTIONS.resumes);
      const form = await openForm(page, '/jobs/post-resume', 'post-resume-form');
      const person = applicant();
      await form.getByLabel('Name').fill('Asha 2');
      await form.getByLabel('Email').fill(person.email);
      await form.getByLabel('Phone').fill('12345');
      await form.getByLabel('Resume').setInputFiles(docx);
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await expectShown(form, 'Phone Number must be valid');
      await expectShown(form, 'Name should only contain letters and spaces');
      expect([RESUME_MESSAGES.phoneInvalid, RESUME_MESSAGES.nameLettersOnly]).toEqual([
        'Phone Number must be valid',
        'Name should only contain letters and spaces',
      ]);
      await screenshot(page, 'post-resume-errors');

      // The phone box takes at most 10 characters.
      await form.getByLabel('Phone').fill('98765432109876');
      expect(await form.getByLabel('Phone').inputValue()).toBe('9876543210');

      await form.getByLabel('Name').fill(person.name);
      await form.getByLabel('Email').fill('asha.rao@yahoo.com');
      await form.getByRole('button', { name: 'Submit', exact: true }).click();
      await expectShown(form, 'Email must be valid');
      expect(RESUME_MESSAGES.emailDomain).toBe('Email must be valid');
      expect(await form.getByText('Phone Number must be valid').count()).toBe(0);
      expect(await form.getByText('Name should only contain letters and spaces').count()).toBe(0);

      await requestsSettled(page);
      expect(posts).toEqual([]);
      expect(await form.getByTestId('resume-status').count()).toBe(0);
      expect(await countDocs(COLLECTIONS.resumes)).toBe(before);
    });
  });
});
