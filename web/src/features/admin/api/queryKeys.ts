/** Every admin query key starts with this, so one invalidation refreshes every admin view. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

/** An admin query key: the root, then the parts that name the query. */
export const adminQueryKey = <const Parts extends readonly unknown[]>(...parts: Parts): readonly [...typeof ADMIN_QUERY_ROOT, ...Parts] => [
  ...ADMIN_QUERY_ROOT,
  ...parts,
];
