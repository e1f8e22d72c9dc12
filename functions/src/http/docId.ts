/** True when `id` can name a Firestore document directly (the rule lives in domain, beside the schemas that use it). */
export { isDocumentId as isDocId } from '@careers/domain';
