/**
 * Personal data (domain/src/privacy.ts): a visitor sends the contact form after ticking its consent, then an
 * admin finds everything held about the address on the Privacy screen and erases it, confirming
 * a dialog that names the count; nothing is left for the address.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, PRIVACY_MESSAGES, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { useChromium } from '../support/browser';
import { CONTENT_TYPES, RESUME_BYTES, multipartPoster, uniqueLetters } from '../support/submissions';
import { giveConsent, gone, openForm, shownText, storedWhere, submitAndWait, visible, withPage, WAIT_MS } from './helpers';
import { openAsAdmin } from './signIn';

const browser = useChromium();

describe('the Privacy screen', () => {
  it('erases everything held about an email, after a contact sent with consent', async () => {
    const tag = uniqueLetters();
    const email = `privacy.${tag}@gmail.com`;
    const posted = await multipartPoster(apiPath(ENDPOINTS.resumeSubmit))(
      { name: `Priya ${tag}`, email, phone: '9876543210' },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    expect(posted.status).toBe(201);

    await withPage(browser(), async ({ page }) => {
      const form = await openForm(page, '/contact', 'contact-form');
      await page.getByRole('combobox', { name: /User Type/ }).click();
      await page.getByRole('option', { name: 'Student', exact: true }).click();
      await form.getByLabel('Name').fill(`Priya ${tag}`);
      await form.getByLabel('Email').fill(email.toUpperCase());
      await form.getByLabel('Message').fill('Please erase my data later.');
      await giveConsent(form);
      const { response } = await submitAndWait(page, ENDPOINTS.contactSubmit, () =>
        form.getByRole('button', { name: 'Send Message' }).click(),
      );
      expect(response.status()).toBe(201);

      await openAsAdmin(page, '/admin/privacy');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Find' }).click();
      const records = page.getByTestId('privacy-records');
      await visible(records);
      // The posted resume, the contact (its address typed in capitals), and no other kind.
      await expect.poll(() => records.locator('tbody tr').count(), { timeout: WAIT_MS }).toBe(2);

      await page.getByRole('button', { name: 'Erase' }).click();
      const dialog = page.getByRole('dialog');
      expect(await shownText(dialog.locator('#confirm-action-text'))).toBe(PRIVACY_MESSAGES.eraseConfirm(2));
      await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
      await gone(dialog);
      expect(await shownText(page.getByTestId('privacy-outcome'))).toBe(PRIVACY_MESSAGES.erased(2, 1));
      expect(await records.count()).toBe(0);
    });
    expect(await storedWhere(COLLECTIONS.resumes, 'email', email)).toEqual([]);
    expect(await storedWhere(COLLECTIONS.contacts, 'email', email.toUpperCase())).toEqual([]);
  });
});
