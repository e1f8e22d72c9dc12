import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, API_MESSAGES, ENDPOINTS, apiPath } from '@careers/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { db } from '../../functions/src/firebase';
import { bytesOf, call, exists, expectAdminOnly } from '../support/admin';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

const submitResume = multipartPoster(apiPath(ENDPOINTS.resumeSubmit));
let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe('students (posted resumes)', () => {
  it.each([
    ['resumeList', undefined, undefined],
    ['resumeDelete', undefined, { ids: ['x'] }],
    ['resumeView', { id: 'x' }, undefined],
    ['resumeDownload', { id: 'x' }, undefined],
  ] as const)('%s is admin-only', async (name, params, json) => {
    await expectAdminOnly(name, params, json);
  });

  it('lists a posted resume as a lean row with the file name, never the storage path, uncached', async () => {
    const person = applicant();
    const posted = await submitResume(person, { name: 'Asha CV.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf });
    expect(posted.status).toBe(201);
    const res = await call('resumeList', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const row = res.json.find((r: { _id: string }) => r._id === posted.json._id);
    expect(row).toEqual({
      _id: posted.json._id,
      ...person,
      resume: 'Asha CV.pdf',
      hasResume: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(res.json)).not.toContain('resumes/');
    // newest first
    const dates = res.json.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows a resume inline with its real content type in a sandbox, and downloads it with a safe name', async () => {
    const posted = await submitResume(applicant(), { name: 'Résumé Ünï.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf });
    const view = await call('resumeView', { token, params: { id: posted.json._id } });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe(CONTENT_TYPES.pdf);
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-security-policy')).toBe('sandbox');
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(await bytesOf(apiPath(ENDPOINTS.resumeView, { id: posted.json._id }), token)).toEqual(RESUME_BYTES.pdf);

    const download = await call('resumeDownload', { token, params: { id: posted.json._id } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Resume Uni.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé Ünï.pdf')}`,
    );
  });

  it('answers 404 for a missing id and for a record whose file is gone', async () => {
    expect((await call('resumeView', { token, params: { id: 'no-such-resume' } })).status).toBe(404);
    const posted = await submitResume(applicant(), { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf });
    const path = (await db().collection(COLLECTIONS.resumes).doc(posted.json._id).get()).get('resumePath');
    await fileStore().remove(path);
    const res = await call('resumeDownload', { token, params: { id: posted.json._id } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(API_MESSAGES.notFound);
  });

  it('deletes resumes with their files, ignores unknown ids, and refuses an empty list with 400', async () => {
    const posted = await submitResume(applicant(), { name: 'cv.docx', bytes: RESUME_BYTES.docx, type: CONTENT_TYPES.docx });
    const path = (await db().collection(COLLECTIONS.resumes).doc(posted.json._id).get()).get('resumePath');
    expect(await fileStore().read(path)).not.toBeNull();

    const empty = await call('resumeDelete', { token, json: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(ADMIN_MESSAGES.selectionRequired);

    const res = await call('resumeDelete', { token, json: { ids: [posted.json._id, 'not-there'] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    expect(await exists(COLLECTIONS.resumes, posted.json._id)).toBe(false);
    expect(await fileStore().read(path)).toBeNull();
    expect((await call('resumeView', { token, params: { id: posted.json._id } })).status).toBe(404);
  });
});

const college = (tag: string) => ({
  collegeName: `Demo College ${tag}`,
  location: 'Mysuru',
  polytechnicCourses: ['No Courses Offered'],
  ugCourses: ['B.Tech', 'BCA'],
  pgCourses: ['MBA'],
  studentsStrengthPolytechnic: 0,
  studentsStrengthUG: 1200,
  studentsStrengthPG: 300,
  collegeEmail: `placements.${tag}@college.edu.in`,
  mobileNumber: '9876501234',
  placementSeasonDuration: { startDate: '2026-01-10', endDate: '2026-03-31' },
  upcomingEvents: 'Job fair in March',
  partnershipInterests: ['Campus Placement', 'Seminar'],
});

const company = (tag: string) => ({
  companyName: `Acme ${tag}`,
  industry: 'Manufacturing',
  location: { street: '12 MG Road', landmark: 'Near Metro', state: 'Karnataka', city: 'Bengaluru', pincode: '560001' },
  companySize: 250,
  contactPerson: 'Meera Iyer',
  contactEmail: `hr.${tag}@acme.example`,
  contactPhone: '9812345678',
  partnershipInterests: ['Campus Drives', 'Employer Branding'],
  additionalInfo: '=HYPERLINK("x")',
});

describe.each([
  ['colleges', COLLECTIONS.colleges, 'collegeList', 'collegeDelete', college],
  ['companies', COLLECTIONS.companies, 'companyList', 'companyDelete', company],
] as const)('%s', (_, collection, list, remove, make) => {
  it('are admin-only', async () => {
    await expectAdminOnly(list);
    await expectAdminOnly(remove, undefined, { ids: ['x'] });
  });

  it('list every field as stored (nested values kept), dates as ISO, and delete by ids', async () => {
    const fields = make(uniqueLetters());
    const ref = await db()
      .collection(collection)
      .add({ ...fields, createdAt: Timestamp.now() });
    const res = await call(list, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.find((row: { _id: string }) => row._id === ref.id)).toEqual({
      _id: ref.id,
      ...fields,
      createdAt: expect.stringMatching(/Z$/),
    });

    const bad = await call(remove, { token, json: { ids: [''] } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(ADMIN_MESSAGES.idInvalid);
    expect(await exists(collection, ref.id)).toBe(true);

    const deleted = await call(remove, { token, json: { ids: [ref.id] } });
    expect(deleted.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    expect(await exists(collection, ref.id)).toBe(false);
  });
});
