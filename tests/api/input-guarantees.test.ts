/**
 * What every write path refuses before it stores anything (docs/security.md, Input guarantees):
 * line breaks and other control characters in single-line text, each with the field's message; a
 * body nested too deeply; and, on the local stack, a URL that does not decode, which once stopped
 * the Hosting emulator's process and with it the whole stack.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  COMMON_MESSAGES,
  ENDPOINTS,
  NO_COURSES_OFFERED,
  PIPELINE_MESSAGES,
  ROLES,
  apiPath,
  issuesByField,
  pathParams,
  schemasOf,
  type Endpoint,
  type EndpointName,
} from '@careers/domain';
import { DEMO_AFFILIATE_JOBS } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { registration } from '../support/affiliates';
import { JOB_POST_FIELDS } from '../support/admin';
import { CONTENT_TYPES, RESUME_BYTES, applicant, countDocs, multipartPoster, uniqueLetters, type FilePart } from '../support/submissions';
import { BASE_URL, DEMO_AFFILIATE, adminToken, affiliateToken, api, useEmulators } from '../support/stack';

useEmulators();

/** A text that would add a header and a body of its own to any mail whose subject took it. */
const INJECTED = '\r\nBcc: spoof@evil.example\r\n\r\nFake body';
const pdf: FilePart = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };

interface Form {
  name: EndpointName;
  /** Where a submission of the form is stored: a refused one must leave its count as it was. */
  collection: string;
  body: () => Record<string, unknown>;
  /** The fields that take several lines (they keep line breaks by design). */
  multiLine?: readonly string[];
  token?: () => Promise<string>;
}

let affiliateId: string;
let affiliateJob: { _id: string; jobTitle: string };

const FORMS: Form[] = [
  {
    name: 'contactSubmit',
    collection: COLLECTIONS.contacts,
    body: () => ({ userType: 'student', name: 'Asha', email: `asha.${uniqueLetters()}@example.com`, message: 'Hello', consent: true }),
    multiLine: ['message'],
  },
  {
    name: 'collegeSubmit',
    collection: COLLECTIONS.colleges,
    body: () => ({
      polytechnicCourses: ['Diploma in Engineering'],
      ugCourses: ['B.Tech'],
      pgCourses: [NO_COURSES_OFFERED],
      studentsStrengthPolytechnic: 120,
      studentsStrengthUG: '450',
      studentsStrengthPG: '',
      collegeName: `City College ${uniqueLetters()}`,
      location: { street: '1 College Road', landmark: 'Near the lake', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
      collegeEmail: `placements.${uniqueLetters()}@cec.edu.in`,
      mobileNumber: '9123456789',
      placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
      upcomingEvents: 'Tech fest',
      partnershipInterests: ['Campus Placement'],
      consent: true,
    }),
    multiLine: ['upcomingEvents'],
  },
  {
    name: 'companySubmit',
    collection: COLLECTIONS.companies,
    body: () => ({
      companyName: `Acme ${uniqueLetters()}`,
      industry: 'Software',
      location: { street: '5 Ring Road', landmark: 'Opp. Park', state: 'Telangana', city: 'Hyderabad', pincode: '500001' },
      companySize: '250',
      contactPerson: 'Meera Nair',
      contactEmail: `hr.${uniqueLetters()}@acme.com`,
      contactPhone: '8123456789',
      partnershipInterests: ['Campus Drives'],
      additionalInfo: 'Hiring freshers',
      consent: true,
    }),
    multiLine: ['additionalInfo'],
  },
  { name: 'affiliateRegister', collection: COLLECTIONS.affiliates, body: () => registration() },
  { name: 'resumeSubmit', collection: COLLECTIONS.resumes, body: () => applicant() },
  {
    name: 'jobApply',
    collection: COLLECTIONS.applications,
    body: () => ({ ...applicant(), jobId: affiliateJob._id, jobTitle: affiliateJob.jobTitle, affiliateId }),
  },
  {
    name: 'jobCreate',
    collection: COLLECTIONS.jobs,
    token: adminToken,
    body: () => ({
      ...JOB_POST_FIELDS,
      title: `Analyst ${uniqueLetters()}`,
      jobDescription: 'Reports',
      roleCategory: 'Data',
      closingDate: '2099-12-31',
    }),
    multiLine: ['jobDescription'],
  },
  {
    name: 'affiliateJobCreate',
    collection: COLLECTIONS.affiliateJobs,
    token: affiliateToken,
    body: () => ({
      affiliateId,
      jobTitle: `Recruiter ${uniqueLetters()}`,
      skillset: 'Sourcing',
      experience: '2 years',
      location: 'Chennai',
      domain: 'HR',
      salary: '5 LPA',
    }),
  },
  {
    name: 'referStudent',
    collection: COLLECTIONS.referrals,
    token: adminToken,
    body: () => ({
      jobId: affiliateJob._id,
      affiliateId,
      studentName: `Ravi ${uniqueLetters()}`,
      email: `ravi.${uniqueLetters()}@example.com`,
      status: 'Interview',
      jobTitle: affiliateJob.jobTitle,
    }),
  },
  {
    name: 'accountInvite',
    collection: COLLECTIONS.staffAccounts,
    token: adminToken,
    body: () => ({ email: `invite.${uniqueLetters()}@careers.test`, role: ROLES.recruiter }),
  },
];

/** The dotted path of every text of `body` outside lists (lists hold choices, not text). */
function textPaths(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return [path];
    if (value && typeof value === 'object' && !Array.isArray(value)) return textPaths(value as Record<string, unknown>, `${path}.`);
    return [];
  });
}

/** `body` with the text at `path` followed by INJECTED (an empty text gets a letter first: a leading break would be trimmed). */
function injected(body: Record<string, unknown>, path: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, copy);
  const last = keys.at(-1)!;
  parent[last] = `${(parent[last] as string) || 'x'}${INJECTED}`;
  return copy;
}

async function send(form: Form, body: Record<string, unknown>, token: string | undefined) {
  const endpoint: Endpoint = ENDPOINTS[form.name];
  if (endpoint.multipart) return multipartPoster(apiPath(endpoint))(body as Record<string, string>, pdf);
  return api(apiPath(endpoint), { method: endpoint.method, token, json: body });
}

beforeAll(async () => {
  affiliateId = (await auth().getUserByEmail(DEMO_AFFILIATE.email)).uid;
  const list = (await api(apiPath(ENDPOINTS.affiliateJobsPublic))).json as { _id: string; affiliateId: string; jobTitle: string }[];
  // The public list names the affiliate by an alias: the demo affiliate's own jobs are found by their stored owner.
  const own = new Set(
    (await db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId).get()).docs.map((doc) => doc.id),
  );
  affiliateJob = list.find((job) => own.has(job._id) && job.jobTitle === DEMO_AFFILIATE_JOBS[0]!.jobTitle)!;
  expect(affiliateJob).toBeDefined();
});

describe('a line break in single-line text', () => {
  it.each(FORMS.map((form) => [form.name, form] as const))(
    '%s refuses it in every single-line field with the field message (400) and stores nothing',
    async (_name, form) => {
      const token = await form.token?.();
      const schema = schemasOf(form.name).body!;
      const valid = form.body();
      expect(schema.safeParse(valid).success, 'the base body is valid').toBe(true);
      const fields = textPaths(valid).filter((path) => !form.multiLine?.includes(path));
      expect(fields.length).toBeGreaterThan(0);
      const before = await countDocs(form.collection);
      const answers = await Promise.all(
        fields.map(async (path) => {
          const body = injected(valid, path);
          const parsed = schema.safeParse(body);
          const expected = parsed.success ? undefined : issuesByField(parsed.error)[path];
          return { path, expected, res: await send(form, body, token) };
        }),
      );
      const { owner }: Endpoint = ENDPOINTS[form.name];
      for (const { path, expected, res } of answers) {
        // The affiliateId a body names is checked against the caller before the body is read.
        if (owner?.in === 'body' && path === owner.key) {
          expect(res.status, path).toBe(403);
          continue;
        }
        expect(expected, `${path}: the schema refuses it`).toBeDefined();
        expect(expected, path).not.toMatch(/required/i);
        expect(res.status, path).toBe(400);
        expect(res.json.errors[path], path).toBe(expected);
      }
      expect(await countDocs(form.collection)).toBe(before);
    },
  );

  it('gets the one-line message where the field has no pattern of its own, and keeps the lines of a multi-line field', async () => {
    const title = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
      method: 'POST',
      token: await affiliateToken(),
      json: { ...FORMS.find((form) => form.name === 'affiliateJobCreate')!.body(), jobTitle: `Analyst${INJECTED}` },
    });
    expect(title.status).toBe(400);
    expect(title.json.errors).toEqual({ jobTitle: COMMON_MESSAGES.singleLine });

    const message = `First line\r\nsecond line\u0007`;
    const contact = FORMS[0]!.body();
    const sent = await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json: { ...contact, message } });
    expect(sent.status).toBe(201);
    const stored = await db().collection(COLLECTIONS.contacts).doc(sent.json._id).get();
    expect(stored.get('message')).toBe('First line\nsecond line');
  });
});

/** Every JSON write path of the endpoint table, with placeholder path parameters. */
const JSON_WRITES = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][])
  .filter(([, endpoint]) => endpoint.method !== 'GET' && !endpoint.multipart)
  .map(
    ([name, endpoint]) =>
      [name, endpoint, apiPath(endpoint, Object.fromEntries(pathParams(endpoint.path).map((p) => [p, 'depth-test'])))] as const,
  );

describe('a body nested 5,000 levels deep', () => {
  const deep = `{"text":${'['.repeat(5000)}1${']'.repeat(5000)}}`;

  it('is refused with 400 on every JSON write path, signed in or not, never a 500', async () => {
    const token = await adminToken();
    const answers = await Promise.all(
      JSON_WRITES.map(async ([name, endpoint, path]) => ({
        name,
        res: await api(path, { method: endpoint.method, token, body: deep, headers: { 'content-type': 'application/json' } }),
      })),
    );
    for (const { name, res } of answers) {
      expect(res.status, name).toBe(400);
      expect(res.json, name).toEqual({ message: API_MESSAGES.bodyTooDeep });
    }
  });
});

describe('a URL that does not decode', () => {
  const BROKEN = ['%%%', '%', '%ED%A0%80'];
  const urls = BROKEN.flatMap((escape) => [
    `${apiPath(ENDPOINTS.contactList)}?cursor=${escape}`,
    `${apiPath(ENDPOINTS.health)}?q=${escape}`,
    `${apiPath(ENDPOINTS.jobsList)}/${escape}`,
    `/jobs/${escape}`,
    `/${escape}?page=${escape}`,
  ]);

  it.each(urls)('%s gets 400, and the stack answers afterwards', async (url) => {
    // fetch sends a malformed escape as written (the URL parser leaves percent signs alone).
    const res = await fetch(`${BASE_URL}${url}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: API_MESSAGES.invalidRequest });
    const health = await api(apiPath(ENDPOINTS.health));
    expect(health.status).toBe(200);
  });

  it('gets 400 on a write path too, and a well-formed escape still reaches the API', async () => {
    const write = await fetch(`${BASE_URL}${apiPath(ENDPOINTS.contactSubmit)}?x=%%%`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(400);
    const encoded = await api(`${apiPath(ENDPOINTS.jobsList)}?q=${encodeURIComponent('café & co')}`);
    expect(encoded.status).toBe(200);
    expect((await api(apiPath(ENDPOINTS.health))).status).toBe(200);
  });
});

describe('a status token of 5,000 characters', () => {
  it('gets a 404 like any unknown token, never a 500', async () => {
    const [long, longest] = await Promise.all([
      api(apiPath(ENDPOINTS.applicationStatus, { token: 'a'.repeat(4000) })),
      api(apiPath(ENDPOINTS.applicationStatus, { token: 'a'.repeat(5000) })),
    ]);
    expect(long.status).toBe(404);
    expect(long.json).toEqual({ message: PIPELINE_MESSAGES.statusNotFound });
    // Past the Hosting emulator's file-name limit the stack's front answers for it (scripts/stack/siteFront.ts).
    expect(longest.status).toBe(404);
    expect((await api(apiPath(ENDPOINTS.health))).status).toBe(200);
  });
});
