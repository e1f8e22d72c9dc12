import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { stageOf, type PipelineStage, type Referral } from '@careers/domain';
import { chunks } from '../admin/batchDelete';
import { IN_FILTER_MAX_VALUES, indexedQuery } from '../firestore/indexedQueries';
import { isoOf, referralFromDoc } from '../jobs/records';
import { emailKeyOf } from './applications';

/** The application a referral led to. */
export interface ReferralOutcome {
  applicationId: string;
  stage: PipelineStage;
}

const matchKey = (jobId: string, emailKey: string) => `${jobId}\n${emailKey}`;
const textOf = (doc: DocumentSnapshot, field: string) => {
  const value = doc.get(field) as unknown;
  return typeof value === 'string' ? value : '';
};

/**
 * The applications the referrals led to, keyed by referral id: an application to the referral's
 * affiliate job from the same address, in any case (the newest one if the student applied twice).
 * Applications are looked up by job and address only: no other application is read.
 */
export async function outcomesOf(referrals: readonly DocumentSnapshot[]): Promise<Map<string, ReferralOutcome>> {
  const emailsPerJob = new Map<string, Set<string>>();
  for (const referral of referrals) {
    const jobId = textOf(referral, 'affiliateJobId');
    const email = emailKeyOf(textOf(referral, 'email'));
    if (jobId && email) emailsPerJob.set(jobId, (emailsPerJob.get(jobId) ?? new Set()).add(email));
  }
  const lookups = [...emailsPerJob].flatMap(([jobId, emails]) =>
    chunks([...emails], IN_FILTER_MAX_VALUES).map((part) => indexedQuery('applicationsByEmail', { jobId, emailKey: part }).get()),
  );
  const newest = new Map<string, DocumentSnapshot>();
  for (const snapshot of await Promise.all(lookups)) {
    for (const doc of snapshot.docs) {
      const key = matchKey(textOf(doc, 'jobId'), textOf(doc, 'emailKey'));
      const known = newest.get(key);
      if (!known || (isoOf(doc.get('appliedAt')) ?? '') > (isoOf(known.get('appliedAt')) ?? '')) newest.set(key, doc);
    }
  }
  const outcomes = new Map<string, ReferralOutcome>();
  for (const referral of referrals) {
    const application = newest.get(matchKey(textOf(referral, 'affiliateJobId'), emailKeyOf(textOf(referral, 'email'))));
    if (application) outcomes.set(referral.id, { applicationId: application.id, stage: stageOf(application.get('stage')) });
  }
  return outcomes;
}

/** Referrals as the API answers them, each with the stage of the application it led to. */
export async function referralsWithOutcomes(referrals: readonly DocumentSnapshot[]): Promise<Referral[]> {
  const outcomes = await outcomesOf(referrals);
  return referrals.map((doc) => referralFromDoc(doc, outcomes.get(doc.id)));
}
