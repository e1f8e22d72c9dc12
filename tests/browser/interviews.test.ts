/**
 * Interviews in real Chromium: a staff member schedules one from the application's page (India
 * time entered), sees it on the job's board and on the Interviews screen, and the applicant accepts
 * it on the status page of their invite's link. The screens pass axe at 1280 and 390 px.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, INTERVIEW_MESSAGES, apiPath, istDateTimeText, istDayOfInstant, istLocalToInstant } from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { ensureUser } from '../../scripts/stack/seed';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { useChromium } from '../support/browser';
import { createJob, seedDocs } from '../support/admin';
import { adminToken, api, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { signInAsAdmin } from './adminSession';
import { downloadFrom, readSheet } from './adminLists';
import { findingsAtBothWidths } from './axe';
import { shownText, visible, WAIT_MS, withPage } from './helpers';

useEmulators();
const browser = useChromium();
const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const job = demoJobs()[0]!;
const tag = uniqueLetters();
const interviewerName = `Panel ${tag}`;
const STATUS_PATH = /https?:\/\/[^/\s]+(\/applications\/status\/[A-Za-z0-9_-]+)/;

let person: ReturnType<typeof applicant>;
let applicationId: string;
let interviewerId: string;
/** Tomorrow 10:30 in India, as the form's datetime-local field takes it. */
const tomorrow = istDayOfInstant(new Date(Date.now() + 86_400_000));
const startLocal = `${tomorrow}T10:30`;
const startsAt = istLocalToInstant(startLocal)!;

beforeAll(async () => {
  person = applicant();
  const res = await postApply(
    { ...person, jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
    { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
  );
  expect(res.status).toBe(201);
  applicationId = res.json._id as string;
  interviewerId = await ensureUser(`panel.${tag.toLowerCase()}@careers.test`, 'Backoffice#2024', 'recruiter', interviewerName);
});

describe('interviews', () => {
  it('are scheduled from the application view, shown on the board and the Interviews screen, and accepted on the status page', async () => {
    await withPage(
      browser(),
      { freshContext: true },
      async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto(`/admin/applications/${applicationId}`);
        const section = page.getByRole('region', { name: 'Interviews' });
        await visible(section);

        // From the keyboard: open the dialog, fill it, tick the interviewer, submit with Enter.
        await section.getByRole('button', { name: 'Schedule interview' }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
        await visible(dialog);
        await dialog.getByLabel('Start (India time)').fill(startLocal);
        await dialog.getByLabel('Duration (minutes)').fill('30');
        await dialog.getByRole('textbox', { name: 'Video link' }).fill('https://meet.example.com/panel');
        const box = dialog.getByRole('checkbox', { name: interviewerName });
        await visible(box);
        await box.focus();
        await page.keyboard.press('Space');
        expect(await box.isChecked()).toBe(true);
        expect(await findingsAtBothWidths(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Schedule' }).click();
        await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });

        const item = section.getByTestId('interview-item');
        await visible(item);
        expect(await shownText(item)).toContain(
          `${istDateTimeText(startsAt)} to ${istDateTimeText(new Date(Date.parse(startsAt) + 30 * 60_000)).slice(11)} (IST)`,
        );
        expect(await shownText(item.getByTestId('interview-response'))).toBe('Applicant: No answer yet');
        expect(await shownText(page.getByTestId('current-stage'))).toBe('Interview');
        expect(await findingsAtBothWidths(page)).toEqual([]);

        // A second one for the same interviewer at the same time is refused, naming the clash.
        await section.getByRole('button', { name: 'Schedule interview' }).click();
        const again = page.getByRole('dialog', { name: 'Schedule interview' });
        await again.getByLabel('Start (India time)').fill(startLocal);
        await again.getByRole('textbox', { name: 'Video link' }).fill('https://meet.example.com/panel');
        await again.getByRole('checkbox', { name: interviewerName }).check();
        await again.getByRole('button', { name: 'Schedule' }).click();
        expect(await shownText(again.getByTestId('interview-failure'))).toContain(`${interviewerName} already has an interview`);
        await again.getByRole('button', { name: 'Close' }).click();

        // The board's Interview card shows the date.
        await page.goto(`/admin/jobs/${job.jobId}/pipeline`);
        const card = page.locator(
          `[data-testid="board-column"][data-stage="interview"] [data-testid="board-card"][data-id="${applicationId}"]`,
        );
        await visible(card);
        expect(await shownText(card.getByTestId('card-next-interview'))).toBe(`Interview ${istDateTimeText(startsAt)}`);

        // The Interviews screen, a week from tomorrow, by this interviewer.
        await page.goto(`/admin/interviews?view=week&day=${tomorrow}&interviewer=${interviewerId}`);
        const row = page.getByTestId('interview-row');
        await visible(row);
        expect(await row.count()).toBe(1);
        expect(await shownText(row)).toContain(person.name);
        expect(await shownText(page.getByTestId('interviews-range'))).toContain('1 scheduled');
        expect(await findingsAtBothWidths(page)).toEqual([]);

        // Exports, as the other lists: the rows on screen, each file recorded in the audit trail first.
        const excel = await downloadFrom(page, page.getByRole('button', { name: 'Export Excel' }));
        expect(excel.name).toBe('interviews.xlsx');
        const { rows } = readSheet(excel.bytes);
        expect(rows[0]).toEqual(expect.arrayContaining(['Start (IST)', 'Applicant', 'Interviewers']));
        expect(rows.slice(1)).toEqual([expect.arrayContaining([istDateTimeText(startsAt), person.name, interviewerName])]);
        const pdf = await downloadFrom(page, page.getByRole('button', { name: 'Export PDF' }));
        expect(pdf.name).toBe('interviews.pdf');
        expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const exports = await db().collection(COLLECTIONS.audit).where('kind', '==', 'interviews').get();
        const recorded = exports.docs.filter((doc) => doc.get('action') === 'export' && (doc.get('ids') as string[]).length === 1);
        expect(recorded.length).toBeGreaterThanOrEqual(2);

        await page.getByRole('button', { name: 'Day', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('view') === 'day');
        await visible(row);
        // The refused second interview's answer is the only error the console saw.
      },
      [/status of 409/],
    );
  });

  it("shows an Interview card's next interview on the board however many interviews are coming", async () => {
    const token = await adminToken();
    const boardJob = await createJob(token, { title: `Board ${tag}` });
    const applied = await postApply(
      { ...applicant(), jobId: boardJob.jobId, jobTitle: boardJob.title, affiliateId: '' },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    const id = applied.json._id as string;
    // More than a page of coming interviews of other applications, all before this one, seeded directly.
    const HOUR = 60 * 60_000;
    const soon = Math.floor((Date.now() + 200 * 24 * HOUR) / 60_000) * 60_000;
    const seeded = await seedDocs(COLLECTIONS.interviews, 120, (i) => ({
      applicationId: `seeded${tag}${i}`,
      status: 'scheduled',
      mode: 'phone',
      interviewerIds: [`seeded${tag}`],
      interviewers: [],
      startsAt: Timestamp.fromMillis(soon + i * HOUR),
      endsAt: Timestamp.fromMillis(soon + i * HOUR + 30 * 60_000),
    }));
    try {
      const start = istLocalToInstant(`${istDayOfInstant(new Date(soon + 200 * HOUR))}T11:00`)!;
      const scheduled = await api(apiPath(ENDPOINTS.interviewSchedule, { id }), {
        method: ENDPOINTS.interviewSchedule.method,
        token,
        json: { startsAt: start, durationMinutes: 30, mode: 'phone', interviewerIds: [interviewerId] },
      });
      expect(scheduled.status).toBe(201);
      await withPage(browser(), { freshContext: true }, async ({ page }) => {
        await signInAsAdmin(page);
        await page.goto(`/admin/jobs/${boardJob.jobId}/pipeline`);
        const card = page.locator(`[data-testid="board-column"][data-stage="interview"] [data-testid="board-card"][data-id="${id}"]`);
        await visible(card);
        expect(await shownText(card.getByTestId('card-next-interview'))).toBe(`Interview ${istDateTimeText(start)}`);
      });
    } finally {
      for (let i = 0; i < seeded.length; i += 500) {
        const batch = db().batch();
        for (const doc of seeded.slice(i, i + 500)) batch.delete(db().collection(COLLECTIONS.interviews).doc(doc));
        await batch.commit();
      }
    }
  });

  it('the applicant accepts on the status page of the invite', async () => {
    const mails = await db().collection(COLLECTIONS.mail).where('to', '==', person.email).get();
    const invite = mails.docs.map((doc) => doc.get('message')).find((message) => String(message.subject).startsWith('Interview for'));
    expect(invite?.attachments?.[0]?.filename).toBe('invite.ics');
    const path = STATUS_PATH.exec(String(invite.text))![1]!;
    await withPage(browser(), async ({ page }) => {
      await page.goto(path);
      const next = page.getByTestId('next-interview');
      await visible(next);
      expect(await shownText(next.getByTestId('next-interview-time'))).toContain(istDateTimeText(startsAt));
      expect(await shownText(next)).toContain(interviewerName);
      expect(await shownText(next)).not.toContain('@careers.test');
      expect(await findingsAtBothWidths(page)).toEqual([]);
      await next.getByRole('button', { name: 'Accept' }).click();
      expect(await shownText(page.getByTestId('next-interview-answered'))).toBe(INTERVIEW_MESSAGES.responded);
      await expect.poll(() => shownText(next.getByTestId('next-interview-response')), { timeout: WAIT_MS }).toBe('Accepted');
    });
  });
});
