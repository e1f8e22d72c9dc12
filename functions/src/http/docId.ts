/**
 * True when `id` can name a Firestore document directly. Path parameters are URL-decoded, so
 * '%2F' arrives as '/', and Firestore refuses '.', '..' and '__name__'-style ids with an error.
 */
export function isDocId(id: unknown): id is string {
  return (
    typeof id === 'string' && id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id)
  );
}
