/**
 * The admin lists sort on the server by every column where an order means something: the email and phone columns, the applications' stage (in pipeline order), and the affiliates' Jobs Posted,
 * a count kept on each profile as jobs are posted, deleted and restored, and the jobs' Students
 * Applied, the count kept on each job as applications come in. Each sort is asked both
 * ways through pages of two rows (cursors included) over rows of this run only (`q` = its tag).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATE_FIELDS,
  APPLICATION_FIELDS,
  COLLEGE_FIELDS,
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  ENDPOINTS,
  PIPELINE_STAGES,
  ROLES,
  STUDENT_FIELDS,
  apiPath,
  stageFields,
  TRASH_BATCH_HEADER,
  withSearchTokens,
  type AdminResourceDefinition,
  type EndpointName,
  type PipelineStage,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { call, createJob, seedDocs } from '../support/admin';
import { AFFILIATE_PASSWORD, newAffiliate, registration, type TestAffiliate } from '../support/affiliates';
import { ensureUser } from '../../scripts/stack/seed';
import { allPages } from '../support/paging';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

const TAG = uniqueLetters();
const HOUR = 60 * 60 * 1000;
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

/**
 * One list's rows of this run: three records, each sort field's values in a different order (and
 * none in the order of their dates), stored as their forms store them.
 */
interface SortCase {
  list: EndpointName;
  collection: string;
  definition: AdminResourceDefinition;
  dateField: string;
  params?: Record<string, string>;
  /** The name field holding the tag (so `q` finds these rows only), and each record's other fields. */
  records: Record<string, string>[];
  /** Fields a record stores besides its own (as the code that writes it stores them). */
  stored?: (record: Record<string, string>) => Record<string, unknown>;
  sorts: string[];
}

/** The order a sort should give: a stage's is the pipeline's, any other value's its own. */
const orderKey = (field: string, value: string) => (field === 'stage' ? String(PIPELINE_STAGES.indexOf(value as PipelineStage)) : value);

const three = <T>(make: (letter: 'a' | 'b' | 'c', i: number) => T) => (['a', 'b', 'c'] as const).map(make);
/** Emails in the order c, a, b; phones in the order b, c, a; company emails in the order b, a, c. */
const EMAIL = { a: 'mohan', b: 'zara', c: 'anil' } as const;
const PHONE = { a: '9900000003', b: '9100000001', c: '9500000002' } as const;
const DESK = { a: 'bravo', b: 'alpha', c: 'charlie' } as const;
const email = (letter: 'a' | 'b' | 'c') => `${EMAIL[letter]}.${TAG.toLowerCase()}@example.com`;

const CASES: SortCase[] = [
  {
    list: 'resumeList',
    collection: COLLECTIONS.resumes,
    definition: STUDENT_FIELDS,
    dateField: 'createdAt',
    records: three((letter) => ({ name: `${TAG} Student ${letter}`, email: email(letter), phone: PHONE[letter] })),
    sorts: ['email', 'phone'],
  },
  {
    list: 'applicationList',
    collection: COLLECTIONS.applications,
    definition: APPLICATION_FIELDS,
    dateField: 'appliedAt',
    // One job's applications: across all jobs the suite's other files leave more than a search
    // sorts by value (SUBSTRING_SEARCH_MAX), and the search would keep the date order.
    params: { jobId: `SORT-${TAG}` },
    records: three((letter, i) => ({
      name: `${TAG} Applicant ${letter}`,
      email: email(letter),
      phone: PHONE[letter],
      jobId: `SORT-${TAG}`,
      jobTitle: 'Sort Analyst',
      // Stages in pipeline order b (screening), a (interview), c (offer); by name a, c, b.
      stage: ['interview', 'screening', 'offer'][i]!,
    })),
    stored: (record) => stageFields(record.stage as PipelineStage),
    sorts: ['email', 'phone', 'stage'],
  },
  {
    list: 'contactList',
    collection: COLLECTIONS.contacts,
    definition: CONTACT_FIELDS,
    dateField: 'createdAt',
    records: three((letter) => ({ userType: 'campus', name: `${TAG} Contact ${letter}`, email: email(letter), message: 'Hello' })),
    sorts: ['email'],
  },
  {
    list: 'collegeList',
    collection: COLLECTIONS.colleges,
    definition: COLLEGE_FIELDS,
    dateField: 'createdAt',
    records: three((letter) => ({ collegeName: `${TAG} College ${letter}`, collegeEmail: email(letter), mobileNumber: PHONE[letter] })),
    sorts: ['collegeEmail', 'mobileNumber'],
  },
  {
    list: 'companyList',
    collection: COLLECTIONS.companies,
    definition: COMPANY_FIELDS,
    dateField: 'createdAt',
    records: three((letter) => ({ companyName: `${TAG} Company ${letter}`, contactEmail: email(letter), contactPhone: PHONE[letter] })),
    sorts: ['contactEmail', 'contactPhone'],
  },
  {
    list: 'affiliateList',
    collection: COLLECTIONS.affiliates,
    definition: AFFILIATE_FIELDS,
    dateField: 'createdAt',
    records: three((letter) => ({
      fullName: `${TAG} Partner ${letter}`,
      email: email(letter),
      phoneNumber: PHONE[letter],
      companyEmail: `${DESK[letter]}.${TAG.toLowerCase()}@firm.example`,
    })),
    sorts: ['email', 'phoneNumber', 'companyEmail'],
  },
];

const rowsOf = async (one: SortCase, sort: string) =>
  (await allPages(one.list, { limit: '2', q: TAG, sort }, { params: one.params })).flatMap((page) => page.rows);

describe.each(CASES)('$list sorts on the server', (one) => {
  let ids: string[];

  beforeAll(async () => {
    // Dated a, b, c oldest first: no sort below follows the dates.
    ids = await seedDocs(one.collection, one.records.length, (i) => ({
      ...withSearchTokens(one.definition, one.records[i]!),
      ...one.stored?.(one.records[i]!),
      [one.dateField]: Timestamp.fromMillis(Date.now() - (one.records.length - i) * HOUR),
    }));
  });

  it.each(one.sorts)('by %s, both ways, through the pages', async (field) => {
    const byValue = ids
      .map((id, i) => ({ id, value: orderKey(field, one.records[i]![field]!) }))
      .sort((x, y) => (x.value < y.value ? -1 : 1))
      .map((row) => row.id);
    expect(new Set(one.records.map((record) => record[field])).size).toBe(3);
    const ascending = await rowsOf(one, field);
    expect(ascending.map((row) => row._id)).toEqual(byValue);
    expect(ascending.map((row) => row[field])).toEqual(byValue.map((id) => one.records[ids.indexOf(id)]![field]));
    expect((await rowsOf(one, `-${field}`)).map((row) => row._id)).toEqual([...byValue].reverse());
    // Not the order of the dates: the sort, not the default, decided it.
    expect(byValue).not.toEqual(ids);
    expect(byValue).not.toEqual([...ids].reverse());
  });
});

describe("the affiliates' Jobs Posted", () => {
  const jobsPostedSort = async (sort: string) =>
    (await allPages('affiliateList', { limit: '2', q: `${TAG} Poster`, sort })).flatMap((page) =>
      page.rows.map((row) => [String(row.fullName).split(' ').at(-1), row.jobsPosted]),
    );
  const post = (affiliate: TestAffiliate, title: string) =>
    call('affiliateJobCreate', {
      token: affiliate.token,
      json: {
        affiliateId: affiliate.id,
        jobTitle: `${title} ${TAG}`,
        skillset: 'Welding',
        experience: '1 year',
        location: 'Pune',
        domain: 'Trades',
        salary: '3 LPA',
      },
    });
  let one: TestAffiliate;
  let two: TestAffiliate;
  let none: TestAffiliate;
  let twoJobs: string[];

  beforeAll(async () => {
    const made = await Promise.all(['none', 'one', 'two'].map((last) => newAffiliate({ fullName: `${TAG} Poster ${last}` })));
    [none, one, two] = made as [TestAffiliate, TestAffiliate, TestAffiliate];
    const posted = await Promise.all([post(two, 'Welder'), post(one, 'Fitter'), post(two, 'Turner')]);
    expect(posted.map((res) => res.status)).toEqual([201, 201, 201]);
    twoJobs = [posted[0]!.json._id, posted[2]!.json._id];
  });

  it('counts each post on the profile and sorts by it both ways', async () => {
    expect(await jobsPostedSort('jobsPosted')).toEqual([
      ['none', 0],
      ['one', 1],
      ['two', 2],
    ]);
    expect(await jobsPostedSort('-jobsPosted')).toEqual([
      ['two', 2],
      ['one', 1],
      ['none', 0],
    ]);
    const stored = await Promise.all(
      [none, one, two].map(async (affiliate) => (await db().collection(COLLECTIONS.affiliates).doc(affiliate.id).get()).get('jobsPosted')),
    );
    expect(stored).toEqual([0, 1, 2]);
  });

  it('takes a deleted job off the count and puts it back with its Undo', async () => {
    const deleted = await call('affiliateJobAdminDelete', { token: admin, params: { id: twoJobs[0]! } });
    expect(deleted.status).toBe(200);
    const shown = Object.fromEntries(await jobsPostedSort('-jobsPosted'));
    expect(shown).toEqual({ none: 0, one: 1, two: 1 });
    const undo = await call('trashRestore', { token: admin, json: { batches: [deleted.headers.get(TRASH_BATCH_HEADER)] } });
    expect(undo.json).toMatchObject({ restored: 1 });
    expect((await jobsPostedSort('-jobsPosted'))[0]).toEqual(['two', 2]);
  });

  it('restores a deleted affiliate with the count of the jobs it brings back', async () => {
    const deleted = await call('affiliateDelete', { token: admin, json: { affiliateIds: [two.id] } });
    expect(deleted.json).toMatchObject({ deleted: 1 });
    expect(await jobsPostedSort('jobsPosted')).toEqual([
      ['none', 0],
      ['one', 1],
    ]);
    const undo = await call('trashRestore', { token: admin, json: { batches: [deleted.headers.get(TRASH_BATCH_HEADER)] } });
    expect(undo.json).toMatchObject({ restored: 1 });
    expect(await jobsPostedSort('-jobsPosted')).toEqual([
      ['two', 2],
      ['one', 1],
      ['none', 0],
    ]);
  });

  it('counts a profile stored before the count once, when the list first shows it, and then sorts it', async () => {
    // Stored as registration stored profiles before the count: without it.
    const { password: _p, confirmPassword: _c, consent: _consent, ...fields } = registration({ fullName: `${TAG} Poster legacy` });
    const legacy = { id: await ensureUser(fields.email, AFFILIATE_PASSWORD, ROLES.affiliate, fields.fullName) };
    const profile = db().collection(COLLECTIONS.affiliates).doc(legacy.id);
    await profile.set({ ...withSearchTokens(AFFILIATE_FIELDS, fields), createdAt: Timestamp.now() });
    await Promise.all(
      [1, 2, 3].map((i) =>
        db()
          .collection(COLLECTIONS.affiliateJobs)
          .add({ affiliateId: legacy.id, jobTitle: `Old ${i}`, createdAt: Timestamp.now() }),
      ),
    );
    // Firestore leaves a profile without the field out of a sort by it; the default list counts it and stores the count.
    const listed = (await allPages('affiliateList', { limit: '10', q: `${TAG} Poster legacy` })).flatMap((page) => page.rows);
    expect(listed.map((row) => row.jobsPosted)).toEqual([3]);
    expect((await profile.get()).get('jobsPosted')).toBe(3);
    expect((await jobsPostedSort('-jobsPosted'))[0]).toEqual(['legacy', 3]);
  });
});

describe("the jobs' Students Applied", () => {
  const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
  const studentsAppliedSort = async (sort: string) =>
    // Unsearched: a search of a list this large answers by date, whatever the sort.
    (await allPages('jobAdminList', { limit: '100', sort })).flatMap((page) =>
      page.rows
        .filter((row) => String(row.title).startsWith(`${TAG} Sorter `))
        .map((row) => [String(row.title).split(' ').at(-1), row.studentsApplied]),
    );

  it('sorts by the count of applications kept on each job, both ways, through the pages', async () => {
    // Posted a, b, c, oldest first; applied to 0, 2 and 1 times: neither order is the dates'.
    const jobs = [];
    for (const letter of ['a', 'b', 'c']) jobs.push(await createJob(admin, { title: `${TAG} Sorter ${letter}` }));
    const applications = [jobs[1]!, jobs[1]!, jobs[2]!].map((job) =>
      apply(
        { ...applicant(), jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
        { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
      ),
    );
    expect((await Promise.all(applications)).map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await studentsAppliedSort('studentsApplied')).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ]);
    expect(await studentsAppliedSort('-studentsApplied')).toEqual([
      ['b', 2],
      ['c', 1],
      ['a', 0],
    ]);
  });
});
