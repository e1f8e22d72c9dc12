/**
 * WCAG 2.2 AA on every screen, public, affiliate and admin, at a phone's width and a laptop's: axe
 * finds nothing serious or critical. Each screen is checked once loaded (its data shown, no
 * spinner), at 1280 px and then at 390 px. A new screen gets its check by a line in one of the
 * lists below (docs/architecture.md, Pages: accessibility).
 */
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMISSION_LIST_FIELDS, STAFF_SET_PASSWORD_PAGE, withSearchTokens, type CommissionState } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { openPage, useChromium, VIEWPORTS, waitForLive, type WatchedPage } from '../support/browser';
import { adminToken, DEMO_AFFILIATE, useEmulators } from '../support/stack';
import { findingsAtBothWidths } from './axe';
import { visible, WAIT_MS } from './helpers';
import { ROUTES } from './publicRoutes';
import { openAsAdmin, signInAtAffiliate } from './signIn';

useEmulators();
const browser = useChromium();

/** Waits until the screen is live and shows its content: a main heading, and no spinner or skeleton left (a bar showing a value is content). */
async function settled(page: Page) {
  // The public and affiliate pages mark themselves live once hydrated (their fields take input from then on).
  if (!new URL(page.url()).pathname.startsWith('/admin')) await waitForLive(page);
  await visible(page.locator('main h1, [role="dialog"] h2, main h2').first(), 2 * WAIT_MS);
  await expect
    .poll(() => page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root').count(), { timeout: 2 * WAIT_MS })
    .toBe(0);
}

/** One page for a block of screens, signed in by `prepare` once; `then` opens a dialog on the screen before the check. */
function useScreens(prepare: (page: Page) => Promise<void>) {
  let watched: WatchedPage | undefined;
  let ready: Promise<void> | undefined;
  afterAll(async () => {
    await watched?.close();
  });
  return async (path: string, then?: (page: Page) => Promise<void>) => {
    watched ??= await openPage(browser(), VIEWPORTS.desktop, { freshContext: true });
    ready ??= prepare(watched.page);
    await ready;
    await watched.page.goto(path);
    await settled(watched.page);
    if (then) {
      await then(watched.page);
      await settled(watched.page);
    }
    return findingsAtBothWidths(watched.page, settled);
  };
}

describe('public screens', () => {
  const open = useScreens(async () => {});
  it.each([...ROUTES.map(([path]) => path), '/jobs/JOB1001', '/admin', STAFF_SET_PASSWORD_PAGE])('%s', async (path) => {
    expect(await open(path)).toEqual([]);
  });
});

describe('affiliate screens', () => {
  const open = useScreens(async (page) => {
    await page.goto('/affiliate-login');
    await waitForLive(page);
    await signInAtAffiliate(page, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
    await page.waitForURL((url) => url.pathname === '/affiliate-dashboard', { timeout: 2 * WAIT_MS });
  });
  it.each([
    '/affiliate-dashboard',
    '/affiliate-dashboard/postjob',
    '/affiliate-dashboard/referrals',
    '/affiliate-dashboard/profile',
    '/Resources',
  ])('%s', async (path) => {
    expect(await open(path)).toEqual([]);
  });
});

describe('admin screens', () => {
  // The Commissions screen shows its table, each state's chip and the row's actions, not only its totals.
  beforeAll(async () => {
    const states: readonly CommissionState[] = ['pending', 'approved', 'paid', 'void'];
    const batch = db().batch();
    for (const [i, state] of states.entries()) {
      const named = { candidateName: `Axe Candidate ${i}`, jobTitle: 'Data Analyst', payoutRef: state === 'paid' ? 'UTR-AXE' : null };
      batch.set(db().collection(COLLECTIONS.commissions).doc(), {
        ...withSearchTokens(COMMISSION_LIST_FIELDS, named),
        affiliateId: 'axe-affiliate',
        applicationId: `axe-application-${i}`,
        jobId: 'JOB1001',
        placementFeePaise: i === 0 ? null : 12_500_000,
        rateBp: 1000,
        amountPaise: i === 0 ? null : 1_250_000,
        state,
        paidOn: state === 'paid' ? '2026-12-01' : null,
        reason: state === 'void' ? 'Candidate withdrew' : null,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    }
    // Today's interviews, on the dashboard's card and the Interviews screen: one of an application that carries no name.
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    for (const [i, applicantName] of ['Axe Interviewee', ''].entries()) {
      batch.set(db().collection(COLLECTIONS.interviews).doc(), {
        applicationId: `axe-application-${i}`,
        applicantName,
        jobId: 'JOB1001',
        jobTitle: 'Data Analyst',
        status: 'scheduled',
        mode: 'phone',
        interviewerIds: ['axe-interviewer'],
        interviewers: [],
        response: 'pending',
        sequence: 0,
        durationMinutes: 30,
        startsAt: Timestamp.fromMillis(now),
        endsAt: Timestamp.fromMillis(now + 30 * 60_000),
      });
    }
    await batch.commit();
  });
  const open = useScreens((page) => openAsAdmin(page, '/admin/dashboard'));
  /** Screens of one record: the first application, its job's board, the demo affiliate's jobs. */
  const recordScreens = async () => {
    const token = await adminToken();
    const applications = (await call('applicationList', { token, params: { jobId: 'all' }, query: { limit: '1' } })).json as {
      rows: { _id: string; jobId: string }[];
    };
    const application = applications.rows[0]!;
    const affiliates = (await call('affiliateList', { token })).json as { affiliates: { _id: string; email: string }[] };
    const affiliate = affiliates.affiliates.find((entry) => entry.email === DEMO_AFFILIATE.email)!;
    return [`/admin/applications/${application._id}`, `/admin/jobs/${application.jobId}/pipeline`, `/admin/view-post/${affiliate._id}`];
  };

  it.each([
    '/admin/dashboard',
    '/admin/notification',
    '/admin/student',
    '/admin/college',
    '/admin/company',
    '/admin/contact-support',
    '/admin/post-job',
    '/admin/StudentApplied',
    '/admin/affiliate',
    '/admin/job-review',
    '/admin/trash',
    '/admin/privacy',
    '/admin/accounts',
    '/admin/password',
    '/admin/audit',
    '/admin/commissions',
    '/admin/interviews',
  ])('%s', async (path) => {
    expect(await open(path)).toEqual([]);
  });

  /** Opens the dialog a button names, on the screen's first row that has one. */
  const dialogOf = (button: RegExp | string, dialog: RegExp | string) => async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    await visible(page.getByRole('dialog', { name: dialog }));
  };

  it.each([
    ['/admin/post-job', 'Post a Job', 'Post a Job'],
    ['/admin/post-job', /^Edit /, 'Edit Job'],
    ['/admin/post-job', /^View /, 'View Job'],
    ['/admin/job-review', /^Placement fee of /, /^Placement fee of /],
  ] as const)('%s: the %s dialog (with the placement fee)', async (path, button, dialog) => {
    expect(await open(path, dialogOf(button, dialog))).toEqual([]);
  });

  it('one application, its job board and an affiliate’s jobs', async () => {
    for (const path of await recordScreens()) expect({ path, findings: await open(path) }).toEqual({ path, findings: [] });
  });
});
