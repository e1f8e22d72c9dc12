/**
 * The company (/company-form) and college (/college-form) enrollment forms in real Chromium:
 * state suggestions, multi-selects, the course-group rules, the result popup, the reset after
 * success, per-field messages, and what lands in Firestore (spec 2, 3, 4, 5, 8).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLEGE_MESSAGES, COMPANY_MESSAGES, ENDPOINTS } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { screenshot, useChromium } from '../support/browser';
import { useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import {
  giveConsent,
  chosenChips,
  countDocs,
  expectShown,
  gone,
  openForm,
  pickOptions,
  pickState,
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

/** The message under the field whose input has id `id` (MUI's `<id>-helper-text`). */
const messageOf = (page: Page, id: string) => page.locator(`[id="${id}-helper-text"]`);
const byTestId = (page: Page, testId: string) => page.getByTestId(testId);

/** The result popup: answers its title and message, checks it closes with Close. */
async function readAndCloseResult(page: Page, screenshotName: string) {
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  expect(await dialog.getAttribute('data-testid')).toBe('form-result-dialog');
  const title = (await dialog.getByRole('heading').innerText()).trim();
  const message = (await dialog.locator('#form-result-message').innerText()).trim();
  await screenshot(page, screenshotName);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await gone(dialog);
  return { title, message };
}

describe('company form', () => {
  const PATH = '/company-form';

  it('submits a valid company, shows Thank you!, resets the form and stores the record', async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto(PATH);
      await expectShown(page, 'Submit Your Company Details');
      const tag = uniqueLetters();
      const contactEmail = `hr.${tag}@acme.com`;
      await byTestId(page, 'companyName').fill(`Acme Tech ${tag}`);
      await byTestId(page, 'industry').fill('Software');
      await byTestId(page, 'companySize').fill('250');
      await byTestId(page, 'street').fill('5 Ring Road');
      await byTestId(page, 'landmark').fill('Opp. Park');

      // The state box suggests the states starting with the typed text.
      await byTestId(page, 'state').fill('Kar');
      await visible(page.getByRole('option', { name: 'Karnataka', exact: true }));
      expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(['Karnataka']);
      await pickState(page, 'Kar', 'Karnataka');
      expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Karnataka');

      await byTestId(page, 'city').fill('Bengaluru');
      await byTestId(page, 'pincode').fill('560001');
      await byTestId(page, 'contactPerson').fill('Meera Nair');
      await byTestId(page, 'contactEmail').fill(contactEmail);
      await byTestId(page, 'contactPhone').fill('8123456789');
      await pickOptions(page, /Partnership Interests/, ['Campus Drives', 'Employer Branding']);
      expect(await chosenChips(page, 'partnershipInterests')).toEqual(['Campus Drives', 'Employer Branding']);
      await byTestId(page, 'additionalInfo').fill('Hiring freshers for the Bengaluru office');
      await giveConsent(page);
      await screenshot(page, 'company-form-filled');

      const { response } = await submitAndWait(page, ENDPOINTS.companySubmit, () =>
        page.getByRole('button', { name: 'Submit', exact: true }).click(),
      );
      expect(response.status()).toBe(201);
      const result = await readAndCloseResult(page, 'company-form-thank-you');
      expect(result).toEqual({ title: 'Thank you!', message: 'Your company details have been submitted successfully.' });
      expect([COMPANY_MESSAGES.successTitle, COMPANY_MESSAGES.success]).toEqual([
        'Thank you!',
        'Your company details have been submitted successfully.',
      ]);

      // The form is reset.
      for (const field of [
        'companyName',
        'industry',
        'companySize',
        'street',
        'landmark',
        'state',
        'city',
        'pincode',
        'contactPerson',
        'contactEmail',
        'contactPhone',
        'additionalInfo',
      ]) {
        expect(await byTestId(page, field).inputValue(), field).toBe('');
      }
      expect(await chosenChips(page, 'partnershipInterests')).toEqual([]);

      const stored = await storedWhere(COLLECTIONS.companies, 'contactEmail', contactEmail);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        companyName: `Acme Tech ${tag}`,
        industry: 'Software',
        location: { street: '5 Ring Road', landmark: 'Opp. Park', state: 'Karnataka', city: 'Bengaluru', pincode: '560001' },
        companySize: 250,
        contactPerson: 'Meera Nair',
        contactPhone: '8123456789',
        partnershipInterests: ['Campus Drives', 'Employer Branding'],
        additionalInfo: 'Hiring freshers for the Bengaluru office',
      });
    });
  });

  it('suggests states as a combobox: arrows move through them, Enter picks one, Escape closes the list', async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto(PATH);
      const state = page.getByRole('combobox', { name: 'State' });
      await visible(state);
      await state.fill('Ma');
      const listbox = page.getByRole('listbox');
      await visible(listbox);
      expect(await state.getAttribute('aria-expanded')).toBe('true');
      expect(await state.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
      const suggested = await listbox.getByRole('option').allInnerTexts();
      expect(suggested.length).toBeGreaterThan(1);
      for (const text of suggested) expect(text).toMatch(/^Ma/);

      await state.press('ArrowDown');
      await state.press('ArrowDown');
      expect(await state.getAttribute('aria-activedescendant'), 'the second suggestion is highlighted').toBe(
        await listbox.getByRole('option', { name: suggested[1], exact: true }).getAttribute('id'),
      );
      await state.press('Enter');
      await gone(listbox);
      expect(await state.inputValue()).toBe(suggested[1]);

      await state.fill('Ma');
      await visible(listbox);
      await state.press('Escape');
      await gone(listbox);
      expect(await state.getAttribute('aria-expanded')).toBe('false');
      expect(await state.inputValue(), 'Escape keeps the typed text').toBe('Ma');
    });
  });

  it('shows a message per field for an empty or invalid form and stores nothing', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.companySubmit);
      const before = await countDocs(COLLECTIONS.companies);
      await page.goto(PATH);
      await expectShown(page, 'Submit Your Company Details');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      expect(await shownText(messageOf(page, 'company-name'))).toBe('Company Name is required');
      expect(await shownText(messageOf(page, 'company-industry'))).toBe('Industry Name is required');
      expect(await shownText(messageOf(page, 'company-street'))).toBe('Street is required');
      expect(await shownText(messageOf(page, 'company-state'))).toBe('State is required');
      expect(await shownText(messageOf(page, 'company-city'))).toBe('City is required');
      expect(['Pincode must be a 6-digit number', COMPANY_MESSAGES.pincodeRequired]).toContain(
        await shownText(messageOf(page, 'company-pincode')),
      );
      expect(await shownText(messageOf(page, 'company-size'))).toBe(COMPANY_MESSAGES.companySizeRequired);
      expect(await shownText(messageOf(page, 'company-contact-person'))).toBe(COMPANY_MESSAGES.contactPersonRequired);
      expect(await shownText(messageOf(page, 'company-contact-email'))).toBe(COMPANY_MESSAGES.contactEmailRequired);
      expect(await shownText(messageOf(page, 'company-contact-phone'))).toBe(COMPANY_MESSAGES.contactPhoneRequired);
      expect(await shownText(messageOf(page, 'company-partnership-interests'))).toBe('At least one Partnership Interest must be selected');
      expect([COMPANY_MESSAGES.companyNameRequired, COMPANY_MESSAGES.industryRequired]).toEqual([
        'Company Name is required',
        'Industry Name is required',
      ]);
      await screenshot(page, 'company-form-empty-errors');

      await byTestId(page, 'pincode').fill('56001');
      await byTestId(page, 'contactPhone').fill('12345');
      await byTestId(page, 'contactPerson').fill('Meera 2');
      await byTestId(page, 'contactEmail').fill('hr@acme');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect.poll(() => messageOf(page, 'company-pincode').innerText()).toBe('Pincode must be a 6-digit number');
      expect(await shownText(messageOf(page, 'company-contact-phone'))).toBe('Mobile Number must be valid');
      expect(await shownText(messageOf(page, 'company-contact-person'))).toBe('Person name can only contain alphabets');
      expect(await shownText(messageOf(page, 'company-contact-email'))).toBe('Invalid email address');
      expect(COMPANY_MESSAGES.contactPhoneInvalid).toBe('Mobile Number must be valid');

      // The phone box takes at most 10 characters.
      await byTestId(page, 'contactPhone').fill('812345678901');
      expect(await byTestId(page, 'contactPhone').inputValue()).toBe('8123456789');

      await requestsSettled(page);
      expect(posts).toEqual([]);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await countDocs(COLLECTIONS.companies)).toBe(before);
    });
  });
});

describe('college form', () => {
  const PATH = '/college-form';
  const GROUP = {
    polytechnic: /Polytechnic\/ITI\/Diploma Courses/,
    ug: /UG Courses/,
    pg: /PG Courses/,
  };

  /** Everything but the course groups and strengths, valid; answers the college email used. */
  async function fillCollegeDetails(page: Page, tag: string): Promise<string> {
    const collegeEmail = `placements.${tag}@cec.edu.in`;
    await byTestId(page, 'collegeName').fill(`City Engineering College ${tag}`);
    await byTestId(page, 'collegeEmail').fill(collegeEmail);
    await byTestId(page, 'mobileNumber').fill('9123456789');
    await byTestId(page, 'street').fill('1 College Road');
    await pickState(page, 'Kar', 'Karnataka');
    await byTestId(page, 'city').fill('Mysuru');
    await byTestId(page, 'pincode').fill('570001');
    await page.getByLabel('Start Date').fill('2025-01-10');
    // The end-date picker cannot go before the chosen start.
    expect(await page.getByLabel('End Date').getAttribute('min')).toBe('2025-01-10');
    await page.getByLabel('End Date').fill('2025-03-31');
    await byTestId(page, 'upcomingEvents').fill('Tech fest in February');
    await pickOptions(page, /Partnership Interests/, ['Campus Placement', 'Seminar']);
    return collegeEmail;
  }

  it('handles No Courses Offered in a group, submits, shows Thank you!, resets and stores the record', async () => {
    await withPage(browser(), async ({ page }) => {
      await openForm(page, PATH, 'college-form');
      const tag = uniqueLetters();

      // A course and a strength first; No Courses Offered then replaces the selection.
      await pickOptions(page, GROUP.polytechnic, ['ITI in Fitter']);
      await byTestId(page, 'studentsStrengthPolytechnic').fill('80');
      await page.getByRole('combobox', { name: GROUP.polytechnic }).click();
      const listbox = page.getByRole('listbox');
      await listbox.getByRole('option', { name: 'No Courses Offered', exact: true }).click();
      await expect.poll(() => listbox.getByRole('option', { name: 'Diploma in Engineering' }).getAttribute('aria-disabled')).toBe('true');
      const others = [
        'Diploma in Engineering',
        'Diploma in Pharmacy',
        'Polytechnic in Mechanical Engineering',
        'ITI in Fitter',
        'ITI in Welding',
        'ITI in Electronics',
      ];
      for (const option of others) {
        expect(await listbox.getByRole('option', { name: option, exact: true }).getAttribute('aria-disabled'), option).toBe('true');
      }
      expect(await listbox.getByRole('option', { name: 'No Courses Offered', exact: true }).getAttribute('aria-disabled')).not.toBe('true');
      await screenshot(page, 'college-no-courses-polytechnic');
      await page.keyboard.press('Escape');
      await gone(listbox);
      expect(await chosenChips(page, 'polytechnicCourses')).toEqual(['No Courses Offered']);
      expect(await byTestId(page, 'studentsStrengthPolytechnic').isDisabled()).toBe(true);
      expect(await byTestId(page, 'studentsStrengthPolytechnic').inputValue()).toBe('');
      expect(await page.getByLabel('Students Strength (Polytechnic/ITI/Diploma)').isDisabled()).toBe(true);

      await pickOptions(page, GROUP.ug, ['B.Tech']);
      await page.getByLabel('Students Strength (UG)').fill('450');
      await pickOptions(page, GROUP.pg, ['MBA']);
      await page.getByLabel('Students Strength (PG)').fill('60');
      expect(await byTestId(page, 'studentsStrengthUG').isDisabled()).toBe(false);
      const collegeEmail = await fillCollegeDetails(page, tag);
      await giveConsent(page);
      await screenshot(page, 'college-form-filled');

      const { response } = await submitAndWait(page, ENDPOINTS.collegeSubmit, () =>
        page.getByRole('button', { name: 'Submit', exact: true }).click(),
      );
      expect(response.status()).toBe(201);
      const result = await readAndCloseResult(page, 'college-form-thank-you');
      expect(result).toEqual({ title: 'Thank you!', message: 'Your college details have been submitted successfully.' });
      expect(COLLEGE_MESSAGES.success).toBe('Your college details have been submitted successfully.');

      // The form is reset (and the polytechnic strength usable again).
      for (const group of ['polytechnicCourses', 'ugCourses', 'pgCourses', 'partnershipInterests']) {
        expect(await chosenChips(page, group), group).toEqual([]);
      }
      for (const field of [
        'collegeName',
        'collegeEmail',
        'mobileNumber',
        'street',
        'state',
        'city',
        'pincode',
        'startDate',
        'endDate',
        'upcomingEvents',
        'studentsStrengthUG',
        'studentsStrengthPG',
      ]) {
        expect(await byTestId(page, field).inputValue(), field).toBe('');
      }
      expect(await byTestId(page, 'studentsStrengthPolytechnic').isDisabled()).toBe(false);

      const stored = await storedWhere(COLLECTIONS.colleges, 'collegeEmail', collegeEmail);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        polytechnicCourses: ['No Courses Offered'],
        ugCourses: ['B.Tech'],
        pgCourses: ['MBA'],
        studentsStrengthPolytechnic: 0,
        studentsStrengthUG: 450,
        studentsStrengthPG: 60,
        collegeName: `City Engineering College ${tag}`,
        mobileNumber: '9123456789',
        location: { street: '1 College Road', landmark: '', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
        placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
        upcomingEvents: 'Tech fest in February',
        partnershipInterests: ['Campus Placement', 'Seminar'],
      });
    });
  });

  it('refuses No Courses Offered in all three groups', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.collegeSubmit);
      await openForm(page, PATH, 'college-form');
      const tag = uniqueLetters();
      for (const group of Object.values(GROUP)) await pickOptions(page, group, ['No Courses Offered']);
      for (const field of ['studentsStrengthPolytechnic', 'studentsStrengthUG', 'studentsStrengthPG']) {
        expect(await byTestId(page, field).isDisabled(), field).toBe(true);
      }
      const collegeEmail = await fillCollegeDetails(page, tag);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      expect(await shownText(page.getByTestId('courses-error'))).toBe('You cannot select "No Courses Offered" for all courses.');
      expect(COLLEGE_MESSAGES.allNoCourses).toBe('You cannot select "No Courses Offered" for all courses.');
      for (const field of ['studentsStrengthPolytechnic', 'studentsStrengthUG', 'studentsStrengthPG']) {
        expect(await byTestId(page, field).inputValue(), field).toBe('');
      }
      await screenshot(page, 'college-all-no-courses');
      await requestsSettled(page);
      expect(posts).toEqual([]);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await storedWhere(COLLECTIONS.colleges, 'collegeEmail', collegeEmail)).toEqual([]);
    });
  });

  it('asks for the students strength of a group with courses, with a Validation Error toast', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.collegeSubmit);
      await openForm(page, PATH, 'college-form');
      const tag = uniqueLetters();
      await pickOptions(page, GROUP.polytechnic, ['No Courses Offered']);
      await pickOptions(page, GROUP.ug, ['B.Tech', 'BCA']);
      await pickOptions(page, GROUP.pg, ['No Courses Offered']);
      const collegeEmail = await fillCollegeDetails(page, tag);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      expect(await shownText(messageOf(page, 'college-studentsStrengthUG'))).toBe('Students Strength is required');
      expect(COLLEGE_MESSAGES.studentsStrengthRequired).toBe('Students Strength is required');
      const toast = page.getByTestId('college-toast');
      await visible(toast);
      expect((await toast.locator('.MuiAlertTitle-root').innerText()).trim()).toBe('Validation Error');
      expect(COLLEGE_MESSAGES.validationErrorTitle).toBe('Validation Error');
      expect(await page.getByTestId('courses-error').count()).toBe(0);
      await screenshot(page, 'college-missing-strength');
      await requestsSettled(page);
      expect(posts).toEqual([]);
      expect(await storedWhere(COLLECTIONS.colleges, 'collegeEmail', collegeEmail)).toEqual([]);
    });
  });

  it('shows the required messages for an empty form and stores nothing', async () => {
    await withPage(browser(), async ({ page }) => {
      const posts = watchRequests(page, ENDPOINTS.collegeSubmit);
      const before = await countDocs(COLLECTIONS.colleges);
      await openForm(page, PATH, 'college-form');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      for (const message of [
        'At least one Polytechnic/ITI/Diploma course must be selected',
        'At least one UG course must be selected',
        'At least one PG course must be selected',
        'Upcoming Student Engagements are required',
        'At least one Partnership Interest must be selected',
        'College Email is required',
        'Street is required',
      ]) {
        await expectShown(page, message);
      }
      expect([COLLEGE_MESSAGES.ugRequired, COLLEGE_MESSAGES.upcomingEventsRequired, COLLEGE_MESSAGES.partnershipRequired]).toEqual([
        'At least one UG course must be selected',
        'Upcoming Student Engagements are required',
        'At least one Partnership Interest must be selected',
      ]);
      expect(await shownText(messageOf(page, 'college-pincode'))).toMatch(/^(Pincode must be a 6-digit number|Pincode is required)$/);
      expect(await shownText(messageOf(page, 'college-mobile'))).toBe(COLLEGE_MESSAGES.mobileRequired);
      await screenshot(page, 'college-empty-errors');

      // A corrected field's message goes away as it is corrected, without another submit.
      await byTestId(page, 'street').fill('1 College Road');
      await expect.poll(() => page.getByText('Street is required').count()).toBe(0);
      expect(await page.getByText('College Email is required').count()).toBe(1);

      await byTestId(page, 'mobileNumber').fill('1234567890');
      await byTestId(page, 'collegeName').fill('College 42');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect.poll(() => messageOf(page, 'college-mobile').innerText()).toBe('Mobile Number must be valid');
      expect(await shownText(messageOf(page, 'college-name'))).toBe('College name can only contain alphabets');

      await requestsSettled(page);
      expect(posts).toEqual([]);
      expect(await countDocs(COLLECTIONS.colleges)).toBe(before);
    });
  });
});
