import { randomInt } from 'node:crypto';
import { makeReference } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import type { Writer } from './writer';

export const newReference = (): string => makeReference((size) => randomInt(size));

/**
 * Claims `reference` for an application in the write that stores it: the claim is a create, so a
 * reference already handed out fails the whole write with ALREADY_EXISTS and is never shared.
 */
export function claimReference(writer: Writer, reference: string, applicationId: string): void {
  writer.create(db().collection(COLLECTIONS.applicationReferences).doc(reference), { applicationId });
}
