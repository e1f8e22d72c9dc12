/**
 * scripts/backfill-email-keys.ts's work: records stored before the email key existed,
 * with an address typed in mixed case, are not found by the Privacy screen's find (it matches the
 * key, or the address as asked or in lower case); once the backfill writes their key they are, a
 * trash entry's from the record it keeps; a second run writes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { TRASH_FIELDS, withSearchTokens, type PersonRecords } from '@careers/domain';
import type { BackfillBatch } from '../../functions/src/admin/collectionBackfill';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { backfillEmailKeys } from '../../functions/src/privacy/emailKeyBackfill';
import { encodeFields } from '../../functions/src/trash/encoding';
import { call } from '../support/admin';
import { uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

describe('the email keys backfill', () => {
  it('makes the Privacy find list records stored before the key, in batches, once', async () => {
    const tag = uniqueLetters();
    const typed = `Old.Person.${tag}@Example.COM`;
    const asked = typed.toLowerCase();
    // Ids after every automatic one, so that resuming after their common start reads only them.
    const after = `zzzz-emailkey-${tag}`;
    const id = (name: string) => `${after}-${name}`;
    const createdAt = Timestamp.now();
    const contact = { userType: 'student', name: `Old ${tag}`, email: typed, message: 'Hi', createdAt };
    await Promise.all([
      db().collection(COLLECTIONS.contacts).doc(id('contact')).set(contact),
      db()
        .collection(COLLECTIONS.mail)
        .doc(id('mail'))
        .set({ to: typed, message: { subject: `Hello ${tag}`, text: 'Hi' }, createdAt }),
      // A trash entry as written before the key: the deleted record's fields encoded, no emailKey.
      db()
        .collection(COLLECTIONS.trash)
        .doc(id('trash'))
        .set({
          ...withSearchTokens(TRASH_FIELDS, { kind: 'contacts', title: `Old ${tag}` }),
          collection: COLLECTIONS.contacts,
          originalId: id('deleted'),
          data: encodeFields({ ...contact, name: `Deleted ${tag}` }),
          notifications: encodeFields([]),
          files: [],
          dependents: encodeFields([]),
          deletedAt: createdAt,
          deletedBy: 'admin',
          batch: id('batch'),
        }),
    ]);
    const token = await adminToken();
    const found = async () => {
      const res = await call('privacyFind', { token, query: { email: asked } });
      expect(res.status).toBe(200);
      return (res.json as PersonRecords).records.map(({ kind, id }) => `${kind}/${id}`).sort();
    };
    expect(await found()).toEqual([]);

    const collections = [COLLECTIONS.contacts, COLLECTIONS.mail, COLLECTIONS.trash];
    const batches: BackfillBatch[] = [];
    const backfill = (collection: (typeof collections)[number]) =>
      backfillEmailKeys({ after: { collection, id: after }, collections: [collection], onBatch: (batch) => batches.push(batch) });
    const written = [];
    for (const collection of collections) written.push(...(await backfill(collection)));
    expect(written).toEqual(collections.map((collection) => [collection, 1]));
    expect(batches.map(({ collection, lastId, written: n }) => [collection, lastId, n])).toEqual([
      [COLLECTIONS.contacts, id('contact'), 1],
      [COLLECTIONS.mail, id('mail'), 1],
      [COLLECTIONS.trash, id('trash'), 1],
    ]);

    expect(await found()).toEqual([`contacts/${id('contact')}`, `mail/${id('mail')}`, `trash/${id('trash')}`]);
    const again = [];
    for (const collection of collections) again.push(...(await backfill(collection)));
    expect(again).toEqual(collections.map((collection) => [collection, 0]));

    const erased = await call('privacyErase', { token, json: { email: typed } });
    expect(erased.status).toBe(200);
    expect(await found()).toEqual([]);
  });
});
