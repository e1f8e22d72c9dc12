/** The contact form (/contact) in real Chromium: the 5-second toast and the field checks (spec 2, 3, 4, 5, 8). */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_TOAST_MS, ENDPOINTS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { screenshot, useChromium } from '../support/browser';
import { useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
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
  visible,
  watchRequests,
  withPage,
} from './helpers';

useEmulators();

const browser = useChromium();

async function chooseUserType(page: Page, label: string) {
  await page.getByRole('combobox', { name: /User Type/ }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await visible(options.first());
  expect(await options.allInnerTexts()).toEqual(['Student', 'Campus', 'Company']);
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

describe('contact form', () => {
  it("sends a message and shows 'Message sent.' with the server's message for 5 s", async () => {
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      await page.clock.install();
      const form = await openForm(page, '/contact', 'contact-form');
      const tag = uniqueLetters();
      const email = `ravi.${tag}@example.com`;
      await chooseUserType(page, 'Campus');
      expect(await page.getByRole('combobox', { name: /User Type/ }).innerText()).toContain('Campus');
      await form.getByLabel('Name').fill(`Ravi ${tag}`);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Message').fill('We would like to host a placement drive in March.');
      await giveConsent(form);
      await screenshot(page, 'contact-filled');

      await pauseClock(page);
      const { response, body } = await submitAndWait(page, ENDPOINTS.contactSubmit, () =>
        form.getByRole('button', { name: 'Send Message' }).click(),
      );
      expect(response.status()).toBe(201);
      expect(body.message).toBe(CONTACT_MESSAGES.received);
      const toast = page.getByTestId('contact-toast');
      await visible(toast);
      expect((await toast.locator('.MuiAlertTitle-root').innerText()).trim()).toBe('Message sent.');
      expect(CONTACT_MESSAGES.sentTitle).toBe('Message sent.');
      expect(await shownText(toast)).toContain(body.message!);
      await screenshot(page, 'contact-sent');

      expect(CONTACT_TOAST_MS).toBe(5000);
      await expectAutoDismiss(page, toast, CONTACT_TOAST_MS);

      const stored = await storedWhere(COLLECTIONS.contacts, 'email', email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        userType: 'campus',
        name: `Ravi ${tag}`,
        message: 'We would like to host a placement drive in March.',
      });
    });
  });

  it('asks for every field and a valid email, sending nothing', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.contactSubmit);
      const before = await countDocs(COLLECTIONS.contacts);
      const form = await openForm(page, '/contact', 'contact-form');
      await form.getByRole('button', { name: 'Send Message' }).click();
      for (const message of ['User Type is required', 'Name is required', 'Email is required', 'Message is required']) {
        await expectShown(form, message);
      }
      expect([
        CONTACT_MESSAGES.userTypeRequired,
        CONTACT_MESSAGES.nameRequired,
        CONTACT_MESSAGES.emailRequired,
        CONTACT_MESSAGES.messageRequired,
      ]).toEqual(['User Type is required', 'Name is required', 'Email is required', 'Message is required']);
      await screenshot(page, 'contact-empty-errors');

      await chooseUserType(page, 'Student');
      await form.getByLabel('Name').fill('Ravi Kumar');
      await form.getByLabel('Email').fill('abc');
      await form.getByLabel('Message').fill('Hello');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expectShown(form, 'Invalid email address');
      expect(CONTACT_MESSAGES.emailInvalid).toBe('Invalid email address');
      for (const message of ['User Type is required', 'Name is required', 'Message is required']) {
        expect(await form.getByText(message, { exact: true }).count(), message).toBe(0);
      }

      await requestsSettled(page);
      expect(posts).toEqual([]);
      expect(await page.getByTestId('contact-toast').count()).toBe(0);
      expect(await countDocs(COLLECTIONS.contacts)).toBe(before);
    });
  });

  it('sends the submit again with the same Idempotency-Key when its answer is lost, and the message is stored once', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        const keys: string[] = [];
        await page.route(
          (url) => url.pathname === apiPath(ENDPOINTS.contactSubmit),
          async (route) => {
            keys.push((await route.request().allHeaders())[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '');
            if (keys.length > 1) return route.continue();
            // The first try reaches the server, which stores the message; its answer is lost on the way back.
            const stored = await route.fetch();
            expect(stored.status()).toBe(201);
            await route.fulfill({ status: 504, body: 'Gateway Timeout' });
          },
        );
        const form = await openForm(page, '/contact', 'contact-form');
        const tag = uniqueLetters();
        const email = `retry.${tag}@example.com`;
        await chooseUserType(page, 'Student');
        await form.getByLabel('Name').fill(`Retry ${tag}`);
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Message').fill('Sent once, whatever the network did.');
        await giveConsent(form);
        await form.getByRole('button', { name: 'Send Message' }).click();

        const toast = page.getByTestId('contact-toast');
        expect(await shownText(toast.locator('.MuiAlertTitle-root'))).toBe(CONTACT_MESSAGES.sentTitle);
        expect(keys).toHaveLength(2);
        expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
        expect(keys[1]).toBe(keys[0]);
        expect(await storedWhere(COLLECTIONS.contacts, 'email', email)).toHaveLength(1);
      },
      [/status of 504/],
    );
  });
});
