import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_MESSAGES, API_MESSAGES, ENDPOINTS, IDEMPOTENCY_KEY_HEADER, REFERENCE_PATTERN, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { db } from '../../functions/src/firebase';
import { BACKFILL_PER_REQUEST } from '../../functions/src/jobs/appliedCounts';
import { bytesOf, call, exists, expectAdminOnly } from '../support/admin';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const jobBody = (title = `Warehouse Supervisor ${uniqueLetters()}`) => ({
  title,
  location: 'Pune',
  salary: '4-6 LPA',
  experience: '2-4 years',
  jobDescription: 'Run the night shift.',
  jobRole: 'Supervisor',
  department: 'Operations',
  roleCategory: 'Inventory, Team lead',
  employmentType: 'Full Time',
  education: 'Any Graduate',
  englishLevel: 'Good English',
  gender: 'Any',
});

type Row = { _id: string; jobId: string; studentsApplied: number | null; title: string };
const adminJobs = async () => (await call('jobAdminList', { token })).json as Row[];

describe('admin job posts', () => {
  it.each([
    ['jobAdminList', undefined, undefined],
    ['jobCreate', undefined, jobBody()],
    ['jobUpdate', { jobId: 'JOB1001' }, jobBody()],
    ['jobDelete', undefined, { jobId: ['JOB1001'] }],
  ] as const)('%s is admin-only', async (name, params, json) => {
    await expectAdminOnly(name, params, json);
  });

  it('posts jobs with unique server-made jobIds and createdAt, ignoring those of the body', async () => {
    const bodies = [jobBody(), jobBody(), jobBody()];
    const created = await Promise.all(
      bodies.map((body) => call('jobCreate', { token, json: { ...body, jobId: 'JOB1', createdAt: '2001-01-01' } })),
    );
    for (const [i, res] of created.entries()) {
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ ...bodies[i], jobId: expect.stringMatching(/^JOB\d{4,}$/) });
      expect(res.json._id).toBe(res.json.jobId);
      expect(Math.abs(Date.parse(res.json.createdAt) - Date.now())).toBeLessThan(60_000);
    }
    expect(new Set(created.map((res) => res.json.jobId)).size).toBe(3);
  });

  it('refuses a job without a title with 400 and stores nothing', async () => {
    const before = (await db().collection(COLLECTIONS.jobs).count().get()).data().count;
    const res = await call('jobCreate', { token, json: { ...jobBody(), title: ' ' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(ADMIN_MESSAGES.jobTitleRequired);
    expect((await db().collection(COLLECTIONS.jobs).count().get()).data().count).toBe(before);
  });

  it('lists jobs uncached with studentsApplied counted per job, and edits by jobId', async () => {
    const job = (await call('jobCreate', { token, json: jobBody() })).json;
    const listed = await call('jobAdminList', { token });
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.json.find((row: Row) => row.jobId === job.jobId).studentsApplied).toBe(0);

    const applied = await apply(
      { ...applicant(), jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    expect(applied.status).toBe(201);
    expect((await adminJobs()).find((row) => row.jobId === job.jobId)!.studentsApplied).toBe(1);
    // Demo jobs with applications count them all.
    const demo = (await adminJobs()).find((row) => row.jobId === 'JOB1001')!;
    const stored = (await db().collection(COLLECTIONS.applications).where('jobId', '==', 'JOB1001').count().get()).data().count;
    expect(demo.studentsApplied).toBe(stored);

    const edited = await call('jobUpdate', {
      token,
      params: { jobId: job.jobId },
      json: { ...jobBody('Shift Manager'), location: 'Nashik' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ jobId: job.jobId, title: 'Shift Manager', location: 'Nashik', createdAt: job.createdAt });
    expect((await adminJobs()).find((row) => row.jobId === job.jobId)!.title).toBe('Shift Manager');

    const bad = await call('jobUpdate', { token, params: { jobId: job.jobId }, json: { ...jobBody(), location: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(ADMIN_MESSAGES.locationRequired);
    const missing = await call('jobUpdate', { token, params: { jobId: 'JOB999999' }, json: jobBody() });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(API_MESSAGES.jobNotFound);
  });

  it('keeps Students Applied as applications are made, repeated and deleted', async () => {
    const job = (await call('jobCreate', { token, json: jobBody() })).json;
    const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
    const key = { [IDEMPOTENCY_KEY_HEADER]: `applied-count-${uniqueLetters()}` };
    const fields = { ...applicant(), jobId: job.jobId, jobTitle: job.title, affiliateId: '' };
    const first = await apply(fields, pdf, key);
    const repeated = await apply(fields, pdf, key);
    expect([first.status, repeated.status, repeated.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    const second = await apply({ ...applicant(), jobId: job.jobId, jobTitle: job.title, affiliateId: '' }, pdf);
    const studentsApplied = async () => (await adminJobs()).find((row) => row.jobId === job.jobId)!.studentsApplied;
    expect(await studentsApplied()).toBe(2);

    const deleted = await call('applicationDelete', { token, json: { ids: [first.json._id, second.json._id, first.json._id] } });
    expect(deleted.json.deleted).toBe(2);
    expect(await studentsApplied()).toBe(0);
  });

  it('counts the applications of a job stored before jobs kept the count, once', async () => {
    const jobId = `JOBOLD${uniqueLetters().toUpperCase()}`;
    await db()
      .collection(COLLECTIONS.jobs)
      .doc(jobId)
      .set({ ...jobBody(), jobId, createdAt: Timestamp.now() });
    for (const id of ['a', 'b', 'c']) {
      await db()
        .collection(COLLECTIONS.applications)
        .doc(`${jobId}-${id}`)
        .set({ ...applicant(), jobId, jobTitle: 'Old', affiliateId: '', appliedAt: Timestamp.now() });
    }
    expect((await adminJobs()).find((row) => row.jobId === jobId)!.studentsApplied).toBe(3);
    // Counted once: from now on the job document carries it and applications keep it.
    expect((await db().collection(COLLECTIONS.jobs).doc(jobId).get()).get('appliedCount')).toBe(3);
    const applied = await apply(
      { ...applicant(), jobId, jobTitle: 'Old', affiliateId: '' },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    expect(applied.status).toBe(201);
    expect((await adminJobs()).find((row) => row.jobId === jobId)!.studentsApplied).toBe(4);
  });

  it(`counts at most ${BACKFILL_PER_REQUEST} uncounted jobs per list request, newest first, and the rest on the next`, async () => {
    const prefix = `JOBLEGACY${uniqueLetters().toUpperCase()}`;
    const ids = Array.from({ length: BACKFILL_PER_REQUEST + 5 }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
    const batch = db().batch();
    // The last ids are the newest; each job has one application, so a counted job answers 1.
    ids.forEach((jobId, i) => {
      batch.set(db().collection(COLLECTIONS.jobs).doc(jobId), {
        ...jobBody(),
        jobId,
        createdAt: Timestamp.fromMillis(Date.now() - (ids.length - i) * 1000),
      });
      batch.set(db().collection(COLLECTIONS.applications).doc(`${jobId}-a`), {
        ...applicant(),
        jobId,
        jobTitle: 'Old',
        affiliateId: '',
        appliedAt: Timestamp.now(),
      });
    });
    await batch.commit();
    try {
      const counts = async () => {
        const rows = new Map((await adminJobs()).map((row) => [row.jobId, row.studentsApplied]));
        return ids.map((id) => rows.get(id));
      };
      const first = await counts();
      expect(first.slice(5)).toEqual(Array(BACKFILL_PER_REQUEST).fill(1));
      expect(first.slice(0, 5)).toEqual(Array(5).fill(null));
      expect(await counts()).toEqual(Array(ids.length).fill(1));
    } finally {
      const cleanup = db().batch();
      for (const jobId of ids)
        cleanup.delete(db().collection(COLLECTIONS.jobs).doc(jobId)).delete(db().collection(COLLECTIONS.applications).doc(`${jobId}-a`));
      await cleanup.commit();
    }
  });

  it('deletes jobs by jobId and keeps their applications readable', async () => {
    const job = (await call('jobCreate', { token, json: jobBody() })).json;
    const applied = await apply(
      { ...applicant(), jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    const res = await call('jobDelete', { token, json: { jobId: [job.jobId, 'JOB999999'] } });
    expect(res.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    expect(await exists(COLLECTIONS.jobs, job._id)).toBe(false);
    expect((await adminJobs()).some((row) => row.jobId === job.jobId)).toBe(false);
    const applications = await call('applicationList', { token, params: { jobId: job.jobId } });
    expect(applications.json.map((row: { _id: string }) => row._id)).toEqual([applied.json._id]);

    const empty = await call('jobDelete', { token, json: { jobId: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(ADMIN_MESSAGES.selectionRequired);
  });
});

describe('admin job applications', () => {
  it.each([
    ['applicationCountForJob', { jobId: 'JOB1001' }, undefined],
    ['applicationList', { jobId: 'all' }, undefined],
    ['applicationDelete', undefined, { ids: ['x'] }],
    ['applicationView', { id: 'x' }, undefined],
    ['applicationDownload', { id: 'x' }, undefined],
  ] as const)('%s is admin-only', async (name, params, json) => {
    await expectAdminOnly(name, params, json);
  });

  it("lists one job's applications (or all), counts them, serves and deletes their resumes", async () => {
    const job = (await call('jobCreate', { token, json: jobBody() })).json;
    const people = [applicant(), applicant()];
    const ids: string[] = [];
    for (const person of people) {
      const res = await apply(
        { ...person, jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
        { name: 'CV final.docx', bytes: RESUME_BYTES.docx, type: CONTENT_TYPES.docx },
      );
      ids.push(res.json._id);
    }
    const count = await call('applicationCountForJob', { token, params: { jobId: job.jobId } });
    expect(count.json).toEqual({ count: 2 });

    const list = await call('applicationList', { token, params: { jobId: job.jobId } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.json.map((row: { _id: string }) => row._id)).toEqual([...ids].reverse());
    expect(list.json[1]).toEqual({
      _id: ids[0],
      jobId: job.jobId,
      jobTitle: job.title,
      ...people[0],
      appliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      resume: 'CV final.docx',
      hasResume: true,
      stage: 'applied',
      reference: expect.stringMatching(REFERENCE_PATTERN),
      nextInterviewAt: null,
    });
    const all = await call('applicationList', { token, params: { jobId: 'all' } });
    expect(all.json.length).toBeGreaterThanOrEqual(2);
    expect(all.json.map((row: { _id: string }) => row._id)).toEqual(expect.arrayContaining(ids));

    const view = await call('applicationView', { token, params: { id: ids[0]! } });
    expect(view.headers.get('content-type')).toBe(CONTENT_TYPES.docx);
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-security-policy')).toBe('sandbox');
    const download = await call('applicationDownload', { token, params: { id: ids[0]! } });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="CV final.docx"; filename*=UTF-8''CV%20final.docx`);
    expect(await bytesOf(apiPath(ENDPOINTS.applicationDownload, { id: ids[0]! }), token)).toEqual(RESUME_BYTES.docx);

    const paths = await Promise.all(
      ids.map(async (id) => (await db().collection(COLLECTIONS.applications).doc(id).get()).get('resumePath') as string),
    );
    const deleted = await call('applicationDelete', { token, json: { ids: [ids[0], 'missing-application'] } });
    expect(deleted.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    expect(await fileStore().read(paths[0]!)).toBeNull();
    expect(await fileStore().read(paths[1]!)).not.toBeNull();
    expect((await call('applicationView', { token, params: { id: ids[0]! } })).status).toBe(404);
    expect((await call('applicationCountForJob', { token, params: { jobId: job.jobId } })).json).toEqual({ count: 1 });

    const bad = await call('applicationDelete', { token, json: { ids: 'everything' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(ADMIN_MESSAGES.selectionRequired);
  });

  it.each(['applicationView', 'applicationDownload'] as const)('%s answers 404 with a message for a missing id', async (name) => {
    const res = await call(name, { token, params: { id: 'no-such-application' } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(API_MESSAGES.notFound);
  });

  it('counts and lists nothing for a job without applications', async () => {
    const job = (await call('jobCreate', { token, json: jobBody() })).json;
    expect((await call('applicationCountForJob', { token, params: { jobId: job.jobId } })).json).toEqual({ count: 0 });
    expect((await call('applicationList', { token, params: { jobId: job.jobId } })).json).toEqual([]);
  });
});
