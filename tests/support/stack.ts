import { DEMO_ADMIN, DEMO_AFFILIATE, DEMO_RECRUITER } from '../../scripts/stack/demoData';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/stack/paths';
import { setEmulatorEnv } from '../../scripts/stack/stack';
import { inject } from 'vitest';

export const BASE_URL = `http://${HOST}:${PORTS.hosting}`;
export { DEMO_ADMIN, DEMO_AFFILIATE, DEMO_RECRUITER, PROJECT_ID };

/** Lets a test file use firebase-admin against the stack's emulators (to check what was stored). */
export function useEmulators(): void {
  setEmulatorEnv(inject('stackMode'));
}

/** Signs in through the Auth emulator's REST endpoint and returns a real ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

export const adminToken = () => idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
export const affiliateToken = () => idTokenFor(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);

export async function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${BASE_URL}${path}`, { ...init, headers, body });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

export const recruiterToken = () => idTokenFor(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
