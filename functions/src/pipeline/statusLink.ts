import { createHash, randomBytes } from 'node:crypto';
import { STATUS_TOKEN_BYTES, absoluteUrl, applicationStatusPagePath, siteOrigin } from '@careers/domain';

/**
 * The applicant's private status link. Each mail carries a token of its own (128 random bits,
 * base64url); the application keeps only the tokens' SHA-256 (`statusTokenHashes`), so neither the
 * database nor an idempotency record can give a link away, and every link ever mailed keeps working.
 */
export const STATUS_TOKEN_HASHES = 'statusTokenHashes';

export const newStatusToken = (): string => randomBytes(STATUS_TOKEN_BYTES).toString('base64url');

export const hashStatusToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The absolute link of a token: SITE_ORIGIN (functions/.env; the local stack's Hosting address when unset) + the status page path. */
export const statusUrlOf = (token: string, env: NodeJS.ProcessEnv = process.env): string =>
  absoluteUrl(siteOrigin(env.SITE_ORIGIN), applicationStatusPagePath(token));

/** What a previewed mail shows in place of the link (the token is made when the mail is sent). */
export const statusUrlPreview = (env: NodeJS.ProcessEnv = process.env): string => statusUrlOf('…', env);

/**
 * The token hashes of an application read in the transaction that adds `token`: the stored ones
 * and the new one's (written whole, since the transaction holds what it read).
 */
export const withTokenHash = (application: { get(field: string): unknown }, token: string): string[] => {
  const stored = application.get(STATUS_TOKEN_HASHES);
  return [...(Array.isArray(stored) ? (stored as string[]) : []), hashStatusToken(token)];
};
