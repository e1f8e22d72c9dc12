/**
 * The site's main flows from the keyboard alone, in real Chromium: every control is reached with
 * Tab (Shift+Tab, or a grid's arrow keys), shows a focus ring when reached, and works with Enter or
 * Space; dialogs take the focus and give it back. No click, fill or check on the page: keys only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  apiPath,
  ENDPOINTS,
  FEEDBACK_MESSAGES,
  PRIVACY_MESSAGES,
  RESUME_MESSAGES,
  TRASH_MESSAGES,
} from '@careers/domain';
import { latestResetCode, newAdmin } from '../support/accounts';
import { newAffiliate } from '../support/affiliates';
import { call } from '../support/admin';
import { useChromium, waitForLive } from '../support/browser';
import { api, useEmulators } from '../support/stack';
import { applicant, CONTENT_TYPES, RESUME_BYTES, uniqueLetters } from '../support/submissions';
import { tempFolder } from '../support/tempFolder';
import { gridRows, openAdminList, readSheet } from './adminLists';
import { chosenChips, gone, shownText, visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin } from './signIn';

useEmulators();
const browser = useChromium();

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** What has the focus, for a failure's message. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  });

/**
 * True when the focused control, or the box drawn around it (a text field's outline, a hidden file
 * input's drop zone, a grid cell), shows a ring: an outline, a box shadow, or a text field's border
 * thickened to 2 px.
 */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
      const border = element.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
      if (element.classList.contains('Mui-focused') && border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return true;
    }
    return false;
  });

/** Presses `key` until `target` has the focus (at most `presses` times), and checks its ring. */
async function pressTo(page: Page, target: Locator, key = 'Tab', presses = 60): Promise<void> {
  await visible(target.first().locator('xpath=..'));
  for (let pressed = 0; !(await isFocused(target)); pressed += 1) {
    if (pressed === presses) throw new Error(`${key} ×${presses} did not reach ${target}; the focus is on ${await focusedElement(page)}`);
    await page.keyboard.press(key);
  }
  // A button's ring fades in (MUI's transition).
  await expect.poll(() => focusRingShown(page), { timeout: WAIT_MS }).toBe(true);
}

/** Presses Tab until the focus is inside `container`. */
async function pressInto(page: Page, container: Locator, presses: number): Promise<void> {
  for (let pressed = 0; !(await container.evaluate((element) => element.contains(document.activeElement))); pressed += 1) {
    if (pressed === presses) throw new Error(`Tab ×${presses} did not reach ${container}; the focus is on ${await focusedElement(page)}`);
    await page.keyboard.press('Tab');
  }
}

/** Reaches `target` with Tab and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await pressTo(page, target);
  await page.keyboard.type(text);
}

describe('from the keyboard alone', () => {
  it('applies to a job with a resume, and the dialog gives the focus back to its Apply Now', async () => {
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      await page.goto('/jobs/current-opening');
      await waitForLive(page);
      const apply = page.getByTestId('job-card').first().getByRole('button', { name: 'Apply Now' });
      await pressTo(page, apply, 'Tab', 120);
      await page.keyboard.press('Enter');
      const modal = page.getByTestId('application-modal');
      await visible(modal.getByTestId('job-details'));
      expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      const person = applicant();
      await typeInto(page, modal.getByLabel('Name'), person.name);
      await typeInto(page, modal.getByLabel('Email'), person.email);
      await typeInto(page, modal.getByLabel('Phone'), person.phone);
      await pressTo(page, modal.getByTestId('resume-input'));
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: WAIT_MS }), page.keyboard.press('Space')]);
      await chooser.setFiles({ name: 'Keyboard CV.pdf', mimeType: CONTENT_TYPES.pdf, buffer: RESUME_BYTES.pdf });
      expect(await shownText(modal.getByTestId('resume-file-name'))).toBe('Keyboard CV.pdf');
      const consent = modal.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel });
      await pressTo(page, consent);
      await page.keyboard.press('Space');
      expect(await consent.isChecked()).toBe(true);
      await pressTo(page, modal.getByRole('button', { name: 'Submit Application' }));
      await page.keyboard.press('Enter');
      const confirmation = modal.getByTestId('application-confirmation');
      await visible(confirmation, 2 * WAIT_MS);
      expect(await confirmation.innerText()).toContain(RESUME_MESSAGES.uploadSuccess);

      await page.keyboard.press('Escape');
      await gone(modal);
      await expect.poll(() => isFocused(apply), { timeout: WAIT_MS }).toBe(true);
    });
  });

  it("picks the college form's course groups with the arrow keys, Enter and Escape", async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto('/college-form');
      await waitForLive(page);
      await pressTo(page, page.getByRole('combobox', { name: /UG Courses/ }), 'Tab', 80);
      await page.keyboard.press('ArrowDown');
      const listbox = page.getByRole('listbox');
      await visible(listbox);
      // The first option is No Courses Offered: the two after it are courses.
      const picked: string[] = [];
      for (const index of [1, 2]) {
        const option = listbox.getByRole('option').nth(index);
        await pressTo(page, option, 'ArrowDown', 5);
        picked.push((await option.innerText()).trim());
        await page.keyboard.press('Enter');
      }
      await page.keyboard.press('Escape');
      await gone(listbox);
      expect(await chosenChips(page, 'ugCourses')).toEqual(picked);
      // The strength of the group is next in the order, and takes the number.
      await typeInto(page, page.getByLabel('Students Strength (UG)'), '450');
      expect(await page.getByLabel('Students Strength (UG)').inputValue()).toBe('450');
    });
  });

  it('resets a forgotten admin password with the mailed code and signs in', async () => {
    const admin = await newAdmin();
    const password = 'Keyboard#Admin7';
    await withPage(browser(), { freshContext: true }, async ({ page }) => {
      await page.goto('/admin');
      await visible(page.getByRole('heading', { name: 'Admin Login' }), 2 * WAIT_MS);
      await typeInto(page, page.getByLabel('Email', { exact: true }), admin.email);
      await pressTo(page, page.getByRole('button', { name: 'Forgot Password?' }));
      await page.keyboard.press('Enter');
      await visible(page.getByRole('heading', { name: 'Reset Password' }));
      expect(await shownText(page.getByTestId('admin-reset-status'))).toBe(ADMIN_MESSAGES.otpSent);
      await typeInto(page, page.getByTestId('reset-code'), await latestResetCode(admin.email));
      await typeInto(page, page.getByTestId('reset-new-password'), password);
      await typeInto(page, page.getByTestId('reset-confirm-password'), password);
      await page.keyboard.press('Enter');
      expect(await shownText(page.getByTestId('login-notice'))).toBe(ADMIN_MESSAGES.resetSuccess);

      await typeInto(page, page.getByTestId('admin-username'), admin.email);
      await typeInto(page, page.getByTestId('admin-password'), password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: WAIT_MS });
    });
  });

  it('selects rows of a list, deletes them, and undoes the delete; then exports the selection', async () => {
    const tag = uniqueLetters();
    for (const n of [1, 2, 3]) {
      const json = {
        userType: 'company',
        name: `Key ${tag} ${n}`,
        email: `key.${tag}.${n}@example.com`,
        message: 'Keyboard check',
        consent: true,
      };
      const sent = await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json });
      expect(sent.status).toBe(201);
    }
    await withPage(browser(), async ({ page }) => {
      await openAdminList(page, `/admin/contact-support?q=${tag}`);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(3);
      const summary = page.getByTestId('selection-summary');
      // Into the grid at its header's checkbox, then down the rows' checkboxes with the arrows.
      await pressTo(page, page.getByRole('checkbox', { name: 'Select all rows' }), 'Tab', 80);
      for (const row of [0, 1]) {
        await pressTo(page, gridRows(page).nth(row).locator('input[type="checkbox"]'), 'ArrowDown', 3);
        await page.keyboard.press('Space');
      }
      expect(await shownText(summary)).toBe(ADMIN_LIST_MESSAGES.selected(2));

      await pressTo(page, page.getByRole('button', { name: 'Delete Selected' }), 'Shift+Tab', 20);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      await pressTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }), 'Tab', 4);
      await page.keyboard.press('Enter');
      await gone(dialog);
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(1);
      // The delete's button is disabled now: the focus goes to the snackbar's Undo, which holds it open.
      const undo = page.getByRole('button', { name: TRASH_MESSAGES.undo });
      await expect.poll(() => isFocused(undo), { timeout: WAIT_MS }).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => shownText(page.getByTestId('undo-message')), { timeout: WAIT_MS }).toBe(TRASH_MESSAGES.restored(2));
      await expect.poll(() => gridRows(page).count(), { timeout: WAIT_MS }).toBe(3);
      // Focus comes back to the list's heading, ahead of its toolbar.
      await expect.poll(() => isFocused(page.getByRole('heading', { level: 1 })), { timeout: WAIT_MS }).toBe(true);

      // Export: into the grid again (at the cell it last had focused), up to its header's checkbox,
      // which selects every row, and back to Download Excel.
      await pressInto(page, page.getByRole('grid'), 40);
      await pressTo(page, page.getByRole('checkbox', { name: 'Select all rows' }), 'ArrowUp', 4);
      await page.keyboard.press('Space');
      expect(await shownText(summary)).toBe(ADMIN_LIST_MESSAGES.selected(3));
      await pressTo(page, page.getByRole('button', { name: 'Download Excel' }), 'Shift+Tab', 20);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.keyboard.press('Enter')]);
      const file = join(tempFolder('keyboard-download-'), download.suggestedFilename());
      await download.saveAs(file);
      const { rows } = readSheet(readFileSync(file));
      expect(
        rows
          .slice(1)
          .map((row) => row[1])
          .sort(),
      ).toEqual([1, 2, 3].map((n) => `Key ${tag} ${n}`));
    });
  });

  it('approves an affiliate job in the review queue', async () => {
    const affiliate = await newAffiliate();
    const tag = uniqueLetters();
    const title = `Keyboard Review ${tag}`;
    const posted = await call('affiliateJobCreate', {
      token: affiliate.token,
      json: {
        jobTitle: title,
        skillset: 'Audit',
        experience: '2 years',
        location: 'Indore',
        domain: 'Finance',
        salary: '6 LPA',
        affiliateId: affiliate.id,
      },
    });
    expect(posted.status).toBe(201);
    await withPage(browser(), async ({ page }) => {
      await openAsAdmin(page, `/admin/job-review?status=pending&q=${tag}`);
      await visible(gridRows(page).filter({ hasText: title }));
      const approve = page.getByRole('button', { name: `Approve ${title}` });
      await pressTo(page, page.getByRole('checkbox', { name: 'Select all rows' }), 'Tab', 80);
      // The row's actions follow its checkbox in the tab order.
      await pressTo(page, gridRows(page).first().locator('input[type="checkbox"]'), 'ArrowDown', 3);
      await pressTo(page, approve, 'Tab', 10);
      await page.keyboard.press('Enter');
      await expect.poll(() => shownText(page.getByTestId('admin-feedback')), { timeout: WAIT_MS }).toBe(FEEDBACK_MESSAGES.jobApproved);
    });
  });
});
