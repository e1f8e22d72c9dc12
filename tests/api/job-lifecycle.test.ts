/**
 * The job lifecycle as visitors, admins and affiliates see it over HTTP: only open
 * (and approved) jobs are in the public lists, the sitemap and the location suggestions; a closed
 * job's page stays, noindex without JobPosting data, offering similar open jobs, and applying to it
 * is 409; a draft is not public at all; open jobs carry validThrough; the daily close runs here on a
 * fixture clock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ENDPOINTS,
  JOB_LIFECYCLE_MESSAGES,
  apiPath,
  closingTimeOf,
  istDayOf,
  jobPagePath,
  type EndpointName,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { closeExpiredJobs } from '../../functions/src/jobs/lifecycle';
import { DEMO_AFFILIATE_JOBS } from '../../scripts/stack/demoData';
import { call, createJob } from '../support/admin';
import { bulkToTheEnd } from '../support/bulk';
import { approveAffiliateJobs, newAffiliate, type TestAffiliate } from '../support/affiliates';
import { CONTENT_TYPES, RESUME_BYTES, applicant, countDocs, multipartPoster, uniqueLetters } from '../support/submissions';
import { BASE_URL, adminToken, affiliateToken, api, useEmulators } from '../support/stack';

useEmulators();

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = istDayOf(new Date());
const TOMORROW = dayAfter(TODAY, 1);
const LATER = dayAfter(TODAY, 30);

/** Towns no other job is in (letters only, so a town's key is itself in lower case). */
const TOWN = `Qzl ${uniqueLetters()}`;
const LONE_TOWN = `Qzm ${uniqueLetters()}`;

const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const resume = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };

async function page(path: string) {
  const res = await fetch(`${BASE_URL}${path}`);
  return { status: res.status, html: await res.text() };
}
const jsonLdOf = (html: string) => {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};
const NOINDEX = '<meta name="robots" content="noindex"/>';

const publicIds = async (name: EndpointName, location: string) =>
  ((await api(apiPath(ENDPOINTS[name], {}, { location }))).json as { _id: string }[]).map((job) => job._id);
const openingIds = async (location: string) =>
  ((await api(apiPath(ENDPOINTS.jobOpenings, {}, { location }))).json as { rows: { _id: string }[] }).rows.map((job) => job._id);
const suggest = async (query: string) => (await api(apiPath(ENDPOINTS.jobLocations, {}, { query }))).json as string[];
const sitemap = async () => (await page('/sitemap.xml')).html;
const applicationsTo = (jobId: string) => countDocs(COLLECTIONS.applications, 'jobId', jobId);

let token: string;
let owner: TestAffiliate;
let other: TestAffiliate;
/** Fixed jobs in TOWN: `open` closes on LATER, `closing` tomorrow; `lone` is the only job in LONE_TOWN. */
const jobs = { open: '', closing: '', toClose: '', lone: '' };
let affiliateJob = '';

const setStatus = (jobId: string, json: unknown, as = token) => call('jobStatus', { token: as, params: { jobId }, json });
const setAffiliateStatus = (affiliateId: string, id: string, json: unknown, as?: string) =>
  call('affiliateJobStatus', { token: as, params: { affiliateId, id }, json });

beforeAll(async () => {
  token = await adminToken();
  [owner, other] = await Promise.all([newAffiliate(), newAffiliate()]);
  // One at a time: each post writes the location counts in a transaction.
  jobs.open = (await createJob(token, { title: 'Lifecycle Open', location: TOWN, closingDate: LATER })).jobId;
  jobs.closing = (await createJob(token, { title: 'Lifecycle Closing', location: TOWN, closingDate: TOMORROW })).jobId;
  jobs.toClose = (await createJob(token, { title: 'Lifecycle Closed', location: TOWN })).jobId;
  jobs.lone = (await createJob(token, { title: 'Lifecycle Lone', location: LONE_TOWN })).jobId;
  const posted = await call('affiliateJobCreate', {
    token: owner.token,
    json: { ...DEMO_AFFILIATE_JOBS[0], affiliateId: owner.id, location: TOWN },
  });
  expect(posted.status).toBe(201);
  affiliateJob = posted.json._id as string;
  await approveAffiliateJobs(affiliateJob);
});

describe('a closed fixed job', () => {
  it('leaves the public lists and the sitemap, keeps its page (noindex, closed, similar jobs, no Apply) and refuses applications', async () => {
    const closed = await setStatus(jobs.toClose, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ jobId: jobs.toClose, status: 'closed', closingDate: null });

    const person = applicant();
    const [list, openings, map, closedPage, openPage, details, applied] = await Promise.all([
      publicIds('jobsList', TOWN),
      openingIds(TOWN),
      sitemap(),
      page(jobPagePath('fixed', jobs.toClose)),
      page(jobPagePath('fixed', jobs.open)),
      call('jobDetails', { params: { id: jobs.toClose } }),
      apply({ ...person, jobId: jobs.toClose, jobTitle: 'x', affiliateId: '' }, resume),
    ]);
    expect(list).toEqual(expect.arrayContaining([jobs.open, jobs.closing]));
    expect(list).not.toContain(jobs.toClose);
    expect(openings).toEqual([jobs.closing, jobs.open, affiliateJob]);
    expect(map).toContain(jobPagePath('fixed', jobs.open));
    expect(map).not.toContain(`${jobPagePath('fixed', jobs.toClose)}<`);

    expect(closedPage.status).toBe(200);
    expect(closedPage.html).toContain(NOINDEX);
    expect(closedPage.html).toContain(JOB_LIFECYCLE_MESSAGES.closedJob);
    expect(closedPage.html).not.toContain('Apply Now');
    expect(jsonLdOf(closedPage.html)).toBeUndefined();
    expect(closedPage.html).toContain(JOB_LIFECYCLE_MESSAGES.similarJobs);
    expect(closedPage.html).toContain(`href="${jobPagePath('fixed', jobs.open)}"`);

    expect(openPage.html).not.toContain(NOINDEX);
    expect(openPage.html).toContain('Apply Now');
    expect(jsonLdOf(openPage.html)).toMatchObject({ '@type': 'JobPosting', validThrough: closingTimeOf(LATER) });
    expect(closingTimeOf(LATER)).toBe(`${LATER}T23:59:59+05:30`);

    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({ status: 'closed' });
    expect(applied.status).toBe(409);
    expect(applied.json.message).toBe(JOB_LIFECYCLE_MESSAGES.closedJob);
    expect(await applicationsTo(jobs.toClose)).toBe(0);

    expect((await setStatus(jobs.toClose, { status: 'open' })).json).toMatchObject({ status: 'open' });
    expect(await publicIds('jobsList', TOWN)).toContain(jobs.toClose);
  });

  it("takes its location out of the suggestions when it was the location's last open job, and back when reopened", async () => {
    expect(await suggest(LONE_TOWN)).toEqual([LONE_TOWN]);
    await setStatus(jobs.lone, { status: 'closed' });
    expect(await suggest(LONE_TOWN)).toEqual([]);
    await setStatus(jobs.lone, { status: 'open' });
    expect(await suggest(LONE_TOWN)).toEqual([LONE_TOWN]);
  });
});

describe('a draft', () => {
  it('is a duplicate with a new jobId, public nowhere until opened, and takes no applications', async () => {
    const copy = await call('jobDuplicate', { token, params: { jobId: jobs.open } });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ title: 'Lifecycle Open', location: TOWN, status: 'draft', closingDate: null });
    const draft = copy.json.jobId as string;
    expect(draft).not.toBe(jobs.open);

    const [details, jobPage, list, applied] = await Promise.all([
      call('jobDetails', { params: { id: draft } }),
      page(jobPagePath('fixed', draft)),
      publicIds('jobsList', TOWN),
      apply({ ...applicant(), jobId: draft, jobTitle: 'x', affiliateId: '' }, resume),
    ]);
    expect(details.status).toBe(404);
    expect(jobPage.status).toBe(404);
    expect(list).not.toContain(draft);
    expect(applied.status).toBe(409);
    expect(await applicationsTo(draft)).toBe(0);

    expect((await setStatus(draft, { status: 'open' })).json).toMatchObject({ status: 'open' });
    expect(await publicIds('jobsList', TOWN)).toContain(draft);
    await call('jobDelete', { token, json: { jobId: [draft] } });
  });
});

describe('an affiliate job', () => {
  it('is closed by its owner (not by another affiliate), leaves the list, keeps a closed page, refuses applications, and is reopened by an admin', async () => {
    const path = (affiliateId: string) => ({ affiliateId, id: affiliateJob });
    const [anonymous, otherOnOwnersPath, otherOnOwnPath] = await Promise.all([
      setAffiliateStatus(owner.id, affiliateJob, { status: 'closed' }),
      setAffiliateStatus(owner.id, affiliateJob, { status: 'closed' }, other.token),
      setAffiliateStatus(other.id, affiliateJob, { status: 'closed' }, other.token),
    ]);
    expect([anonymous.status, otherOnOwnersPath.status, otherOnOwnPath.status]).toEqual([401, 403, 403]);
    expect(await publicIds('affiliateJobsPublic', TOWN)).toEqual([affiliateJob]);

    const closed = await call('affiliateJobStatus', { token: owner.token, params: path(owner.id), json: { status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ _id: affiliateJob, status: 'closed' });
    const [list, jobPage, applied, map] = await Promise.all([
      publicIds('affiliateJobsPublic', TOWN),
      page(jobPagePath('affiliate', affiliateJob)),
      apply({ ...applicant(), jobId: affiliateJob, jobTitle: 'x', affiliateId: owner.id }, resume),
      sitemap(),
    ]);
    expect(list).toEqual([]);
    expect(jobPage.status).toBe(200);
    expect(jobPage.html).toContain(NOINDEX);
    expect(jobPage.html).toContain(JOB_LIFECYCLE_MESSAGES.closedJob);
    expect(jsonLdOf(jobPage.html)).toBeUndefined();
    expect(applied.status).toBe(409);
    expect(applied.json.message).toBe(JOB_LIFECYCLE_MESSAGES.closedJob);
    expect(map).not.toContain(jobPagePath('affiliate', affiliateJob));

    const reopened = await call('affiliateJobStatus', { token, params: path(owner.id), json: { status: 'open' } });
    expect(reopened.status).toBe(200);
    expect(await publicIds('affiliateJobsPublic', TOWN)).toEqual([affiliateJob]);
  });
});

describe('the daily close', () => {
  it('closes open jobs of both kinds whose closing date is over at the time it runs, and no other', async () => {
    const dated = await setAffiliateStatus(owner.id, affiliateJob, { status: 'open', closingDate: TOMORROW }, owner.token);
    expect(dated.json).toMatchObject({ status: 'open', closingDate: TOMORROW });

    // The day after tomorrow, just after midnight in India: tomorrow's jobs are over, LATER's are not.
    const closed = await closeExpiredJobs(new Date(`${dayAfter(TODAY, 2)}T00:10:00+05:30`));
    expect(closed.fixed).toBeGreaterThanOrEqual(1);
    expect(closed.affiliate).toBeGreaterThanOrEqual(1);
    const [closing, open, affiliate, openings] = await Promise.all([
      call('jobDetails', { params: { id: jobs.closing } }),
      call('jobDetails', { params: { id: jobs.open } }),
      call('affiliateJobDetails', { params: { id: affiliateJob } }),
      openingIds(TOWN),
    ]);
    expect(closing.json).toMatchObject({ status: 'closed', closingDate: TOMORROW });
    expect(open.json).toMatchObject({ status: 'open', closingDate: LATER });
    expect(affiliate.json).toMatchObject({ status: 'closed' });
    expect(openings).toEqual([jobs.toClose, jobs.open]);

    expect((await setStatus(jobs.closing, { status: 'open' })).json).toMatchObject({ status: 'open', closingDate: TOMORROW });
  });
});

describe('the bulk actions of the job posts', () => {
  it('close and open every job post a search finds', async () => {
    const town = [jobs.open, jobs.closing, jobs.toClose];
    const [closed] = await bulkToTheEnd('jobPosts', { action: 'close', query: { q: TOWN } }, token);
    expect(closed!.processed).toBe(town.length);
    expect(await publicIds('jobsList', TOWN)).toEqual([]);
    await bulkToTheEnd('jobPosts', { action: 'open', query: { q: TOWN } }, token);
    expect((await publicIds('jobsList', TOWN)).sort()).toEqual([...town].sort());
  });
});

describe('refusals', () => {
  it('answers 400 for a bad status or closing date, 404 for an unknown job, 401 and 403 for the wrong caller', async () => {
    const affiliate = await affiliateToken();
    const yesterday = dayAfter(TODAY, -1);
    const answers = await Promise.all([
      setStatus(jobs.open, { status: 'archived' }),
      setStatus(jobs.open, { status: 'open', closingDate: '2026-02-30' }),
      setStatus(jobs.open, { status: 'open', closingDate: yesterday }),
      setStatus(jobs.open, { status: 'closed', extra: 1 }),
      call('jobCreate', { token, json: { title: 'Bad Date', location: TOWN, closingDate: 'soon' } }),
      setStatus('NO-SUCH-JOB', { status: 'closed' }),
      setAffiliateStatus(owner.id, 'noSuchAffiliateJob', { status: 'closed' }, owner.token),
      call('jobStatus', { params: { jobId: jobs.open }, json: { status: 'closed' } }),
      setStatus(jobs.open, { status: 'closed' }, affiliate),
      call('jobDuplicate', { token: affiliate, params: { jobId: jobs.open } }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 400, 400, 404, 404, 401, 403, 403]);
    expect(answers[0]!.json.message).toBe(JOB_LIFECYCLE_MESSAGES.status);
    expect(answers[1]!.json.message).toBe(JOB_LIFECYCLE_MESSAGES.closingDate);
    expect(answers[2]!.json.message).toBe(JOB_LIFECYCLE_MESSAGES.closingDatePassed);
    expect(answers[4]!.json.errors).toMatchObject({ closingDate: JOB_LIFECYCLE_MESSAGES.closingDate });
    expect(answers[5]!.json.message).toBe(API_MESSAGES.jobNotFound);
    expect((await call('jobDetails', { params: { id: jobs.open } })).json).toMatchObject({ status: 'open', closingDate: LATER });
  });
});
