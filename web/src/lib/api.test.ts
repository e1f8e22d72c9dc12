import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, apiPath } from '@careers/domain';

const currentUser = vi.hoisted(() => ({ value: null as null | { getIdToken: () => Promise<string> } }));
vi.mock('./firebase', () => ({
  auth: {
    authStateReady: () => Promise.resolve(),
    get currentUser() {
      return currentUser.value;
    },
  },
}));

const { ApiError, apiFetch } = await import('./api');

function respond(status: number, body: unknown, type = 'application/json') {
  const payload = status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(payload, { status, headers: { 'content-type': type } });
}

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    currentUser.value = null;
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends JSON to the same-origin path and parses the answer', async () => {
    fetchMock.mockResolvedValue(respond(200, { ok: true }));
    await expect(apiFetch(apiPath(ENDPOINTS.contactSubmit), { method: ENDPOINTS.contactSubmit.method, body: { name: 'A' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiPath(ENDPOINTS.contactSubmit));
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('attaches the signed-in user ID token', async () => {
    currentUser.value = { getIdToken: () => Promise.resolve('tok') };
    fetchMock.mockResolvedValue(respond(200, []));
    await apiFetch(apiPath(ENDPOINTS.affiliateList));
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('leaves FormData alone and skips the token when anonymous', async () => {
    currentUser.value = { getIdToken: () => Promise.resolve('tok') };
    fetchMock.mockResolvedValue(respond(204, ''));
    const form = new FormData();
    await expect(apiFetch(apiPath(ENDPOINTS.resumeSubmit), { method: ENDPOINTS.resumeSubmit.method, body: form, anonymous: true })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiPath(ENDPOINTS.resumeSubmit));
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it("throws ApiError with the status and the server's message", async () => {
    fetchMock.mockResolvedValue(respond(400, { message: 'Bad things' }));
    const error = await apiFetch(apiPath(ENDPOINTS.contactSubmit)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad things', body: { message: 'Bad things' } });
  });

  it('uses a text body as the message', async () => {
    fetchMock.mockResolvedValue(respond(500, 'Unable to submit', 'text/plain'));
    await expect(apiFetch(apiPath(ENDPOINTS.contactSubmit))).rejects.toMatchObject({ status: 500, message: 'Unable to submit' });
  });
});
