import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  APPLICATION_FIELDS,
  ENDPOINTS,
  NOTIFICATION_MESSAGES,
  REFERENCE_PATTERN,
  apiPath,
  searchTokensOf,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { auth, db } from '../../functions/src/firebase';
import { DEMO_AFFILIATE_JOBS, demoJobs } from '../../scripts/stack/demoData';
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
import { DEMO_AFFILIATE, api, useEmulators } from '../support/stack';

useEmulators();

const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf: FilePart = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const fixedJob = demoJobs()[1]!;

let affiliateId: string;
let affiliateJob: { _id: string; jobTitle: string };

beforeAll(async () => {
  affiliateId = (await auth().getUserByEmail(DEMO_AFFILIATE.email)).uid;
  const list = (await api(apiPath(ENDPOINTS.affiliateJobsPublic))).json as { _id: string; affiliateId: string; jobTitle: string }[];
  const own = new Set(
    (await db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId).get()).docs.map((doc) => doc.id),
  );
  affiliateJob = list.find((job) => own.has(job._id) && job.jobTitle === DEMO_AFFILIATE_JOBS[0]!.jobTitle)!;
  expect(affiliateJob).toBeDefined();
});

async function storedApplication(id: string) {
  const doc = await db().collection(COLLECTIONS.applications).doc(id).get();
  expect(doc.exists).toBe(true);
  return doc.data()!;
}

describe('POST /api/job-applications/apply', () => {
  it('stores an application to a fixed job with an empty affiliateId, answers 201, and notifies once', async () => {
    const person = applicant();
    const res = await apply({ ...person, jobId: fixedJob.jobId, jobTitle: fixedJob.title, affiliateId: '' }, { ...pdf, name: 'My CV.pdf' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      message: 'Resume uploaded successfully!',
      _id: expect.any(String),
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });

    const { appliedAt, statusTokenHashes, consent, ...stored } = await storedApplication(res.json._id);
    expect(consent).toEqual({ version: PRIVACY_NOTICE_VERSION, at: expect.any(String) });
    expect(stored).toEqual({
      jobId: fixedJob.jobId,
      jobTitle: fixedJob.title,
      affiliateId: '',
      ...person,
      emailKey: person.email.toLowerCase(),
      resume: 'My CV.pdf',
      resumePath: `resumes/${res.json._id}/My_CV.pdf`,
      resumeContentType: CONTENT_TYPES.pdf,
      stage: 'applied',
      // Its place in the pipeline, which the list's sort by stage orders by.
      stageRank: 0,
      reference: res.json.reference,
      // What the admin's application search finds it by.
      searchTokens: searchTokensOf(APPLICATION_FIELDS, { jobTitle: fixedJob.title, ...person, reference: res.json.reference }),
    });
    // Only the hash of the status link's token is kept (SHA-256, hex).
    expect(statusTokenHashes).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(Math.abs(appliedAt.toMillis() - Date.now())).toBeLessThan(60_000);
    expect(await fileStore().read(stored.resumePath)).toEqual(RESUME_BYTES.pdf);

    const notification = await expectOneNotification('applications', res.json._id);
    expect(notification).toMatchObject({ type: 'resume', read: false, message: `${person.name} applied for ${fixedJob.title}` });
  });

  it("keeps the affiliateId of an affiliate job's application", async () => {
    const person = applicant();
    const res = await apply(
      { ...person, jobId: affiliateJob._id, jobTitle: affiliateJob.jobTitle, affiliateId },
      { name: 'cv.docx', bytes: RESUME_BYTES.docx, type: CONTENT_TYPES.docx },
    );
    expect(res.status).toBe(201);
    const stored = await storedApplication(res.json._id);
    expect(stored).toMatchObject({
      jobId: affiliateJob._id,
      jobTitle: affiliateJob.jobTitle,
      affiliateId,
      email: person.email,
      resume: 'cv.docx',
    });
    expect(stored.resumeContentType).toBe(CONTENT_TYPES.docx);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['a forged', '<img src=x onerror=alert(1)> Senior Engineer'],
  ])('takes the job title from the job, never the body, and notifies with it (%s jobTitle)', async (_, jobTitle) => {
    const person = applicant();
    const res = await apply(
      { ...person, jobId: fixedJob.jobId, jobTitle },
      { name: 'cv.doc', bytes: RESUME_BYTES.doc, type: CONTENT_TYPES.doc },
    );
    expect(res.status).toBe(201);
    const stored = await storedApplication(res.json._id);
    expect(stored).toMatchObject({ jobTitle: fixedJob.title, affiliateId: '', jobId: fixedJob.jobId, email: person.email });
    const notification = await expectOneNotification('applications', res.json._id);
    expect(notification.message).toBe(NOTIFICATION_MESSAGES.application(person.name, fixedJob.title));
  });

  it.each([
    ['an unknown job', () => ({ jobId: 'JOB-DOES-NOT-EXIST', affiliateId: '' })],
    ['an unknown affiliate job', () => ({ jobId: 'no-such-affiliate-job', affiliateId })],
    ['an affiliate job without its affiliateId', () => ({ jobId: affiliateJob._id, affiliateId: '' })],
    ['a fixed job with an affiliateId', () => ({ jobId: fixedJob.jobId, affiliateId })],
  ])('answers 404 for %s and stores nothing', async (_, target) => {
    const person = applicant();
    await expectNothingStored(COLLECTIONS.applications, async () => {
      const res = await apply({ ...person, jobTitle: 'Anything', ...target() }, pdf);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: API_MESSAGES.jobNotFound });
    });
    expect(await countDocs(COLLECTIONS.applications, 'email', person.email)).toBe(0);
  });

  it.each([
    ['jobId missing', { jobId: undefined }, 'jobId', 'Job ID is required'],
    ['name with digits', { name: 'Asha 2' }, 'name', 'Name should only contain letters and spaces'],
    ['email of another provider', { email: 'asha@outlook.com' }, 'email', 'Email must be a valid Gmail address'],
    ['phone invalid', { phone: '12345' }, 'phone', 'Phone Number must be valid'],
  ])('refuses %s with 400 and stores nothing', async (_, override, field, message) => {
    await expectNothingStored(COLLECTIONS.applications, async () => {
      const res = await apply({ ...applicant(), jobId: fixedJob.jobId, jobTitle: fixedJob.title, ...override }, pdf);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors[field]).toBe(message);
    });
  });

  it('refuses an application without a resume with 400', async () => {
    await expectNothingStored(COLLECTIONS.applications, async () => {
      const res = await apply({ ...applicant(), jobId: fixedJob.jobId });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('No file selected');
    });
  });

  it('refuses an executable renamed .pdf with 415', async () => {
    await expectNothingStored(COLLECTIONS.applications, async () => {
      const res = await apply(
        { ...applicant(), jobId: fixedJob.jobId },
        { name: 'cv.pdf', bytes: RESUME_BYTES.exe, type: CONTENT_TYPES.pdf },
      );
      expect(res.status).toBe(415);
      expect(res.json.message).toBe('Please upload a valid resume in .pdf or .doc/.docx format');
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    await expectNothingStored(COLLECTIONS.applications, async () => {
      const res = await apply(
        { ...applicant(), jobId: fixedJob.jobId },
        { name: 'big.pdf', bytes: RESUME_BYTES.oversizePdf, type: CONTENT_TYPES.pdf },
      );
      expect(res.status).toBe(413);
    });
  });
});
