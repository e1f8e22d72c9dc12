import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api';

/**
 * The Idempotency-Key of one create form: the same for every submission of the form until a create
 * succeeds (`renew`), so a double click or a retry stores one record; the server answers a repeat
 * with the first record.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew } as const;
}
