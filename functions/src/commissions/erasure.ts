import { db } from '../firebase';
import { MAX_BATCH_WRITES, chunks } from '../admin/batchDelete';
import { commissionRefFor } from './store';
import { commissionTokens } from './moves';

/**
 * Erasing a candidate keeps the money trail (an accounting record: amounts, dates, payout
 * references, the affiliate and the job) but blanks the candidate's name on the commissions of the
 * erased applications. Run before the applications go, so a failed erase never leaves a name behind
 * an application that is gone.
 */
export async function blankCandidateNames(applicationIds: readonly string[]): Promise<void> {
  for (const part of chunks([...applicationIds], MAX_BATCH_WRITES)) {
    const entries = (await db().getAll(...part.map(commissionRefFor))).filter((doc) => doc.exists);
    if (!entries.length) continue;
    const batch = db().batch();
    // The search tokens are made again without the name, or a search would still find the person.
    for (const entry of entries)
      batch.update(entry.ref, { candidateName: '', ...commissionTokens({ ...entry.data(), candidateName: '' }) });
    await batch.commit();
  }
}
