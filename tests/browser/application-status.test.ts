/**
 * The applicant's status page in real Chromium: opened from the link of the "received"
 * mail (the `mail` collection the local stack prints), it shows the job, the stage in the
 * applicant's words, the day of the last change and the reference; after an admin moves the
 * application a reload shows the new word; an unknown or malformed link says so. The page is
 * noindex and Hosting never lets it be cached.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICANT_MESSAGES,
  ENDPOINTS,
  PIPELINE_MESSAGES,
  REFERENCE_PATTERN,
  STAGE_BADGE_COLORS,
  STAGE_WORDS,
  apiPath,
  applicationStatusPagePath,
} from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { useChromium } from '../support/browser';
import { BASE_URL, adminToken, api, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster } from '../support/submissions';
import { isCallOf, requestsSettled, shownText, visible, watchRequests, withPage } from './helpers';

useEmulators();

const browser = useChromium();
const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const job = demoJobs()[0]!;
/** The site path of the status link in a mail's text (the mail names the deployed origin). */
const STATUS_LINK = /https?:\/\/[^/\s]+(\/applications\/status\/[A-Za-z0-9_-]+)/;
/** A token of the right shape that no application has. */
const UNKNOWN_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

let person: ReturnType<typeof applicant>;
let applicationId: string;
let reference: string;
let statusPath: string;

beforeAll(async () => {
  person = applicant();
  const res = await postApply(
    { ...person, jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
    { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
  );
  expect(res.status).toBe(201);
  applicationId = res.json._id;
  reference = res.json.reference;
  expect(reference).toMatch(REFERENCE_PATTERN);
  // The "received" mail, as the local stack prints it: its link is the way in.
  const mails = (await db().collection(COLLECTIONS.mail).where('to', '==', person.email).get()).docs.map(
    (doc) => doc.data() as { message: { text: string } },
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.message.text).toContain(reference);
  statusPath = STATUS_LINK.exec(mails[0]!.message.text)![1]!;
});

/** The day as the page writes it (in the browser's time zone). */
const dayIn = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

describe('application status page', () => {
  it("shows the job, the stage word, the last change and the reference from the mail's link; a reload after a move shows the new word", async () => {
    await withPage(browser(), async ({ page }) => {
      await page.goto(statusPath);
      const card = page.getByTestId('application-status');
      await visible(card);
      expect(await shownText(page.getByRole('heading', { level: 1 }))).toBe(APPLICANT_MESSAGES.statusHeading);
      expect(await shownText(card.getByTestId('application-status-job'))).toBe(job.title);
      const stage = card.getByTestId('application-status-stage');
      expect(await shownText(stage)).toBe('Received');
      expect(await stage.getAttribute('data-color')).toBe(STAGE_BADGE_COLORS.applied);
      expect(await shownText(card.getByTestId('application-status-reference'))).toBe(reference);
      const received = (await api(apiPath(ENDPOINTS.applicationStatus, { token: statusPath.split('/').pop()! }))).json;
      const updated = card.getByTestId('application-status-updated');
      expect(await updated.locator('time').getAttribute('datetime')).toBe(received.updatedAt);
      expect(await shownText(updated)).toBe(dayIn(received.updatedAt));
      // Private: noindex, and nothing about the applicant beyond the job and the stage.
      expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
      expect(await page.title()).toBe(`${APPLICANT_MESSAGES.statusPageTitle} | CareerSetu`);
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(person.name);
      expect(text).not.toContain(person.email);

      // An admin moves the application; the same link, reloaded, shows the new word.
      const moved = await api(apiPath(ENDPOINTS.applicationStageMove, { id: applicationId }), {
        method: 'PUT',
        token: await adminToken(),
        json: { stage: 'interview' },
      });
      expect(moved.status).toBe(200);
      await page.reload();
      await visible(card.getByTestId('application-status-stage').filter({ hasText: STAGE_WORDS.interview }));
      expect(await card.getByTestId('application-status-stage').getAttribute('data-color')).toBe(STAGE_BADGE_COLORS.interview);
      expect(await updated.locator('time').getAttribute('datetime')).toBe(moved.json.stageChangedAt);
      expect(await shownText(card.getByTestId('application-status-reference'))).toBe(reference);
    });
  });

  it('says the link is not valid for an unknown token (asked) and a malformed one (not even asked)', async () => {
    await withPage(
      browser(),
      async ({ page }) => {
        const calls = watchRequests(page, ENDPOINTS.applicationStatus);
        const [answer] = await Promise.all([
          page.waitForResponse((res) => isCallOf(new URL(res.url()).pathname, ENDPOINTS.applicationStatus)),
          page.goto(applicationStatusPagePath(UNKNOWN_TOKEN)),
        ]);
        expect(answer.status()).toBe(404);
        expect(await shownText(page.getByTestId('application-status-invalid'))).toBe(PIPELINE_MESSAGES.statusNotFound);
        expect(await page.getByTestId('application-status').count()).toBe(0);
        expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');

        await page.goto(applicationStatusPagePath('not-a-token'));
        expect(await shownText(page.getByTestId('application-status-invalid'))).toBe(PIPELINE_MESSAGES.statusNotFound);
        await requestsSettled(page);
        expect(calls).toHaveLength(1);
      },
      // The browser logs the unknown token's 404 answer.
      [/status of 404/],
    );
  });

  it('is served noindex and never cached by Hosting, and kept out of robots.txt', async () => {
    const res = await fetch(`${BASE_URL}${statusPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The SPA shell: the page is rendered in the browser only, never prerendered with someone's data.
    expect(await res.text()).toContain('<div id="root"></div>');
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /applications/status/\n');
  });
});
