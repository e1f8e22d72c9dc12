import { createHmac, randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { AffiliateJob } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

/**
 * The `affiliateId` the public sees on an affiliate job: an alias of the affiliate's Auth uid, never
 * the uid. It is the HMAC-SHA256 of the uid under a key only the server holds, so it is stable (every
 * job of one affiliate shows the same alias, on every instance) and cannot be turned back into the
 * uid, nor checked against a guessed one. Nothing reads the alias back: the apply path takes the
 * affiliate from the job it names (routes/jobApplications.ts).
 */

/** Characters of the alias (base64url of the HMAC): 120 bits, as unguessable as any uid. */
const ALIAS_LENGTH = 20;
const ALREADY_EXISTS = 6;

const keyRef = () => db().collection(COLLECTIONS.secrets).doc('affiliateAlias');

/** Reads the key, or makes it on a project's first public read (of racing makers, the first create wins). */
async function loadKey(): Promise<Buffer> {
  const stored = await keyRef().get();
  if (typeof stored.get('key') === 'string') return Buffer.from(stored.get('key') as string, 'base64');
  try {
    const key = randomBytes(32);
    await keyRef().create({ key: key.toString('base64'), createdAt: FieldValue.serverTimestamp() });
    return key;
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    return Buffer.from((await keyRef().get()).get('key') as string, 'base64');
  }
}

let key: Promise<Buffer> | undefined;

/** The alias of each uid, under the project's key (read once per instance; a failed read is tried again next time). */
export async function affiliateAliases(): Promise<(uid: string) => string> {
  key ??= loadKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  const secret = await key;
  return (uid) => (uid ? createHmac('sha256', secret).update(uid).digest('base64url').slice(0, ALIAS_LENGTH) : '');
}

/** An affiliate job as the public sees it: its affiliateId is the alias. */
export const publicAffiliateJob = <T extends Pick<AffiliateJob, 'affiliateId'>>(job: T, aliasOf: (uid: string) => string): T => ({
  ...job,
  affiliateId: aliasOf(job.affiliateId),
});
