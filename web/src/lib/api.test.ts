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
const { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } = await import('@careers/domain');

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
    await expect(
      apiFetch(apiPath(ENDPOINTS.contactSubmit), { method: ENDPOINTS.contactSubmit.method, body: { name: 'A' } }),
    ).resolves.toEqual({ ok: true });
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
    await expect(
      apiFetch(apiPath(ENDPOINTS.resumeSubmit), { method: ENDPOINTS.resumeSubmit.method, body: form, anonymous: true }),
    ).resolves.toBeUndefined();
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

  describe('an idempotent submission', () => {
    const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));

    it('is retried with the same Idempotency-Key after a dropped call and a 504, and answers the final result', async () => {
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(respond(504, { message: 'Gateway Timeout' }))
        .mockResolvedValueOnce(respond(201, { _id: 'stored-once' }));
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      try {
        const answer = apiFetch('/contact/contact', { method: 'POST', body: { name: 'A' }, anonymous: true, idempotent: true });
        await vi.runAllTimersAsync();
        await expect(answer).resolves.toEqual({ _id: 'stored-once' });
      } finally {
        vi.useRealTimers();
      }
      const keys = keysSent();
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(new Set(keys).size).toBe(1);
    });

    it('sends a new key with each submit and is not retried after an answer the server gave on purpose', async () => {
      fetchMock.mockResolvedValueOnce(respond(400, { message: 'Name is required' })).mockResolvedValueOnce(respond(201, {}));
      await expect(apiFetch('/contact/contact', { method: 'POST', body: {}, anonymous: true, idempotent: true })).rejects.toMatchObject({
        status: 400,
      });
      await apiFetch('/contact/contact', { method: 'POST', body: { name: 'A' }, anonymous: true, idempotent: true });
      const keys = keysSent();
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
    });
  });
});
