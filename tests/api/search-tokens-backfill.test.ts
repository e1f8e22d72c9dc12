/**
 * scripts/backfill-search-tokens.ts's work: records stored before search tokens existed,
 * or with stale ones, get the tokens their list's search reads (at scale: a small list is searched
 * by substring, tokens or not), and applications their stage, which the stage filter finds; a
 * second run writes nothing; a run resumes after a given record.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { APPLICATION_FIELDS, CONTACT_FIELDS, SEARCH_TOKENS_FIELD, searchTokensOf, searchTokensOfValues } from '@careers/domain';
import { backfillSearchTokens, type BackfillBatch } from '../../functions/src/admin/searchTokensBackfill';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { idsOf, listPage } from '../support/paging';
import { uniqueLetters } from '../support/submissions';
import { useEmulators } from '../support/stack';

useEmulators();

describe('the search tokens backfill', () => {
  it('writes the tokens (and an application its stage and its rank) that older records lack, once, resuming after a record', async () => {
    const tag = uniqueLetters();
    const former = `Former ${uniqueLetters()}`;
    // Ids after every automatic one, so that resuming after their common start reads only them.
    const id = (name: string) => `zzzz-backfill-${tag}-${name}`;
    const after = 'zzzz-backfill-';
    const createdAt = Timestamp.now();
    const contacts = db().collection(COLLECTIONS.contacts);
    await contacts.doc(id('a')).set({ userType: 'student', name: `Old ${tag}`, email: `old.${tag}@example.com`, message: 'Hi', createdAt });
    await contacts.doc(id('b')).set({
      userType: 'student',
      name: `Renamed ${tag}`,
      email: `renamed.${tag}@example.com`,
      message: 'Hi',
      searchTokens: searchTokensOfValues([former]),
      createdAt,
    });
    const jobId = `backfill-${tag}`;
    await db()
      .collection(COLLECTIONS.applications)
      .doc(id('c'))
      .set({
        jobId,
        jobTitle: 'Legacy Role',
        affiliateId: '',
        name: `Legacy ${tag}`,
        email: `legacy.${tag}@example.com`,
        appliedAt: createdAt,
      });

    const applicationIds = async (query: Record<string, string>) =>
      idsOf([(await listPage('applicationList', { limit: '10', ...query }, { params: { jobId } })).body]);
    const stored = async (collection: string, name: string) => (await db().collection(collection).doc(id(name)).get()).data()!;
    const tokensOf = async (collection: string, name: string) => (await stored(collection, name))[SEARCH_TOKENS_FIELD] as unknown;
    expect(await tokensOf(COLLECTIONS.contacts, 'a')).toBeUndefined();
    expect(await tokensOf(COLLECTIONS.contacts, 'b')).toEqual(searchTokensOfValues([former]));
    expect(await applicationIds({ stage: 'applied' })).toEqual([]);
    // Sorted by stage, Firestore leaves out a record without the stage's rank.
    expect(await applicationIds({ sort: 'stage' })).toEqual([]);

    const batches: BackfillBatch[] = [];
    const onBatch = (batch: BackfillBatch) => batches.push(batch);
    const contactsWritten = await backfillSearchTokens({
      after: { collection: COLLECTIONS.contacts, id: after },
      collections: [COLLECTIONS.contacts],
      onBatch,
    });
    expect(contactsWritten).toEqual(new Map([[COLLECTIONS.contacts, 2]]));
    expect(batches).toEqual([{ collection: COLLECTIONS.contacts, lastId: id('b'), read: 2, written: 2 }]);
    const applicationsWritten = await backfillSearchTokens({
      after: { collection: COLLECTIONS.applications, id: after },
      collections: [COLLECTIONS.applications],
    });
    expect(applicationsWritten).toEqual(new Map([[COLLECTIONS.applications, 1]]));

    for (const name of ['a', 'b']) {
      const contact = await stored(COLLECTIONS.contacts, name);
      expect(contact[SEARCH_TOKENS_FIELD], name).toEqual(searchTokensOf(CONTACT_FIELDS, contact));
      expect(contact[SEARCH_TOKENS_FIELD], name).toContain(tag.toLowerCase());
    }
    expect(await tokensOf(COLLECTIONS.contacts, 'a')).toContain(`old ${tag.toLowerCase()}`);
    expect(await tokensOf(COLLECTIONS.contacts, 'b')).not.toContain(former.toLowerCase().split(' ')[1]);
    const application = await stored(COLLECTIONS.applications, 'c');
    expect(application[SEARCH_TOKENS_FIELD]).toEqual(searchTokensOf(APPLICATION_FIELDS, application));
    expect(await applicationIds({ q: `legacy ${tag}`, stage: 'applied' })).toEqual([id('c')]);
    expect(await applicationIds({ sort: '-stage' })).toEqual([id('c')]);

    const again = await backfillSearchTokens({
      after: { collection: COLLECTIONS.contacts, id: after },
      collections: [COLLECTIONS.contacts],
    });
    expect(again).toEqual(new Map([[COLLECTIONS.contacts, 0]]));
  });
});
