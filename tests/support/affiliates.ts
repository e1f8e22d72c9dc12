/** Affiliate test identities: a fresh registration per test (mail and password checks: ./accounts). */
import { FieldValue } from 'firebase-admin/firestore';
import { AFFILIATE_FIELDS, ROLES, withSearchTokens } from '@careers/domain';
import { ensureUser } from '../../scripts/stack/seed';
import { JOBS_POSTED } from '../../functions/src/affiliates/jobsPosted';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { updateJobLifecycle } from '../../functions/src/jobs/jobWrites';
import { call } from './admin';
import { idTokenFor } from './stack';
import { uniqueLetters } from './submissions';

export const AFFILIATE_PASSWORD = 'Referral@2024';

/** A valid registration body with a unique email (so reruns never collide). */
export function registration(overrides: Record<string, unknown> = {}) {
  const tag = uniqueLetters().toLowerCase();
  return {
    fullName: `Meera ${tag}`,
    email: `meera.${tag}@example.com`,
    password: AFFILIATE_PASSWORD,
    confirmPassword: AFFILIATE_PASSWORD,
    phoneNumber: '9876501234',
    companyName: 'HireWell Partners',
    companyEmail: `team.${tag}@hirewell.example`,
    designation: 'Talent Partner',
    consent: true,
    ...overrides,
  };
}

export interface TestAffiliate {
  id: string;
  email: string;
  password: string;
  token: string;
  body: ReturnType<typeof registration>;
}

/**
 * A new affiliate (Auth user with the claim, and its profile as registration stores it) made with
 * firebase-admin, signed in through the Auth emulator. Registration itself is tested over HTTP; the
 * other tests start from here so they stay clear of the registration rate limit.
 */
export async function newAffiliate(overrides: Record<string, unknown> = {}): Promise<TestAffiliate> {
  const body = registration(overrides);
  const { password, confirmPassword: _c, consent: _consent, ...profile } = body;
  const id = await ensureUser(body.email, password, ROLES.affiliate, body.fullName);
  await db()
    .collection(COLLECTIONS.affiliates)
    .doc(id)
    .set({ ...withSearchTokens(AFFILIATE_FIELDS, profile), [JOBS_POSTED]: 0, createdAt: FieldValue.serverTimestamp() });
  const token = await idTokenFor(body.email, password);
  return { id, email: body.email, password, token, body };
}

/**
 * Approves affiliate jobs as an admin's review does (a new affiliate job is pending, so not public):
 * listed, and their locations counted. One at a time: each transaction writes the counts document.
 */
export async function approveAffiliateJobs(...ids: string[]): Promise<void> {
  for (const id of ids) await updateJobLifecycle(COLLECTIONS.affiliateJobs, id, { review: 'approved' });
}

/** The affiliate posts a job over HTTP (pending review until approved), with a retail job's fields that `fields` override; the job's id. */
export async function postAffiliateJob(affiliate: TestAffiliate, fields: { jobTitle: string } & Record<string, unknown>): Promise<string> {
  const json = {
    skillset: 'Billing',
    experience: '1 year',
    location: 'Kochi',
    domain: 'Retail',
    salary: '3 LPA',
    affiliateId: affiliate.id,
    ...fields,
  };
  const created = await call('affiliateJobCreate', { token: affiliate.token, json });
  if (created.status !== 201) throw new Error(`posting an affiliate job answered ${created.status}: ${JSON.stringify(created.json)}`);
  return created.json._id as string;
}
