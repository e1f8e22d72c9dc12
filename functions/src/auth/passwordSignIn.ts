/**
 * Checks an email and password with the Auth service's signInWithPassword REST endpoint (the Admin
 * SDK cannot verify passwords). Used by the affiliate and admin sign-in paths and by change password.
 */

export interface PasswordSignIn {
  uid: string;
  /** A Firebase ID token for the account, accepted by the API as a Bearer token. */
  idToken: string;
}

/** Error codes the Auth service answers for a wrong email or password (or a locked account). */
const REFUSALS = ['EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD'];

/** The endpoint: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else the real service with the web API key. */
export function signInEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  // The emulator accepts any key.
  if (emulator) return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`;
  const key = env.FIREBASE_WEB_API_KEY;
  if (!key) throw new Error('FIREBASE_WEB_API_KEY is not set: password sign-in needs the project web API key');
  return `https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
}

/** The account's uid and a fresh ID token when the password is right; null when it is wrong or unknown. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn | null> {
  const res = await fetch(signInEndpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json().catch(() => ({}))) as { localId?: string; idToken?: string; error?: { message?: string } };
  if (res.ok && body.localId && body.idToken) return { uid: body.localId, idToken: body.idToken };
  const code = (body.error?.message ?? '').split(' ')[0] ?? '';
  if (res.status === 400 && REFUSALS.includes(code)) return null;
  throw new Error(`password sign-in failed: ${res.status} ${body.error?.message ?? ''}`);
}
