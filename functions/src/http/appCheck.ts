import type { RequestHandler } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { API_MESSAGES, isPublicWrite, type Endpoint } from '@careers/domain';
import { adminApp } from '../firebase';
import { HttpError } from './errors';

export const APP_CHECK_HEADER = 'x-firebase-appcheck';

/**
 * Whether a request may go on as far as App Check is concerned. Enforced only when
 * CAREERS_APP_CHECK=enforce (a real project with App Check set up; see docs/security.md) and only
 * on public write paths (forms, registration, sign-in, resets). Locally there is no App Check
 * service to verify against, so it is off. `verify` checks a token (firebase-admin's
 * appCheck().verifyToken in production) and throws when the token is bad.
 */
export async function appCheckAllows(
  endpoint: Pick<Endpoint, 'access' | 'method'>,
  token: string | undefined,
  verify: (token: string) => Promise<unknown>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (env.CAREERS_APP_CHECK !== 'enforce' || !isPublicWrite(endpoint)) return true;
  if (!token) return false;
  try {
    await verify(token);
    return true;
  } catch {
    return false;
  }
}

const verifyWithFirebase = (token: string) => getAppCheck(adminApp()).verifyToken(token);

/** 401 when App Check is enforced for this endpoint and the request carries no valid token. */
export function appCheckFor(endpoint: Endpoint): RequestHandler {
  return async (req, _res, next) => {
    if (!(await appCheckAllows(endpoint, req.get(APP_CHECK_HEADER), verifyWithFirebase)))
      throw new HttpError(401, API_MESSAGES.appCheckFailed);
    next();
  };
}
