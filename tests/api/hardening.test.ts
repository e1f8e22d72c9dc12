/** Abuse-proof public writes: rate limit, content type, origin, size, exactly-once, headers, sessions. */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  COMMON_MESSAGES,
  ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  MAX_MULTIPART_BODY_BYTES,
  PUBLIC_WRITE_LIMIT,
  ROLES,
  apiPath,
  pathParams,
  rateLimitOf,
  type Endpoint,
  type EndpointName,
} from '@careers/domain';
import { createApp } from '../../functions/src/app';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { consumeRateLimit } from '../../functions/src/http/rateLimit';
import { MAX_MULTIPART_FIELD_BYTES } from '../../functions/src/http/multipart';
import { TEST_RATE_LIMIT_SCALE } from '../setup/testStack';
import { newStaff, secondAfterSignIn } from '../support/accounts';
import { CONTENT_TYPES, RESUME_BYTES, applicant, countDocs, multipartPoster, uniqueLetters } from '../support/submissions';
import { BASE_URL, api, idTokenFor, useEmulators } from '../support/stack';

useEmulators();

const CONTACT = apiPath(ENDPOINTS.contactSubmit);
const contact = () => {
  const tag = uniqueLetters();
  return { userType: 'student', name: `Hardy ${tag}`, email: `hardy.${tag}@example.com`, message: 'Hello there', consent: true };
};

describe('rate limit', () => {
  /** A fixed window an hour back, so the stack's own counters for this minute are left alone. */
  const pastWindow = (windowMs: number) => Date.now() - (Date.now() % windowMs) - 60 * windowMs + 1000;

  it('lets calls 1-30 of a window through at the production limit and refuses call 31 with a Retry-After', async () => {
    const client = `test-${randomUUID()}`;
    const rule = rateLimitOf('contactSubmit')!;
    expect(rule).toEqual(PUBLIC_WRITE_LIMIT);
    const now = pastWindow(rule.windowMs);
    for (let call = 1; call <= rule.limit; call++)
      expect(await consumeRateLimit('contactSubmit', client, rule, now), `call ${call}`).toMatchObject({ allowed: true, count: call });
    expect(await consumeRateLimit('contactSubmit', client, rule, now)).toEqual({
      allowed: false,
      count: rule.limit + 1,
      retryAfterSeconds: 59,
    });
  });

  // A burst is counted exactly but admitted conservatively: a call whose read already sees later
  // calls' increments is refused too (functions/src/http/rateLimit.ts), so fewer than 30 may pass.
  it('lets at most 30 of 45 parallel calls through, counting them all in one Firestore document', async () => {
    const client = `test-${randomUUID()}`;
    const rule = rateLimitOf('contactSubmit')!;
    const now = pastWindow(rule.windowMs);
    const decisions = await Promise.all(Array.from({ length: 45 }, () => consumeRateLimit('contactSubmit', client, rule, now)));
    expect(decisions.filter((decision) => decision.allowed).length).toBeLessThanOrEqual(rule.limit);
    const after = await consumeRateLimit('contactSubmit', client, rule, now);
    expect(after).toMatchObject({ allowed: false, retryAfterSeconds: 59 });
    const doc = (await db().collection(COLLECTIONS.rateLimits).where('endpoint', '==', 'contactSubmit').get()).docs.find(
      (d) => d.get('windowStart') === now - 1000 && d.get('count') === 46,
    );
    expect(doc, 'one shared counter holding all 46 calls').toBeDefined();
    expect(doc!.get('expiresAt').toMillis()).toBeGreaterThan(now);
  });

  it('is not reset by a forged X-Forwarded-For: the stack answers 429 with Retry-After for this client whatever it claims', async () => {
    // Find this client's counter for the current window, then fill it to the (test-scaled) limit.
    const limit = PUBLIC_WRITE_LIMIT.limit * TEST_RATE_LIMIT_SCALE;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const windowStart = Date.now() - (Date.now() % PUBLIC_WRITE_LIMIT.windowMs);
      if (windowStart + PUBLIC_WRITE_LIMIT.windowMs - Date.now() > 10_000) {
        await api(CONTACT, { method: 'POST', json: {} });
        const mine = (await db().collection(COLLECTIONS.rateLimits).where('endpoint', '==', 'contactSubmit').get()).docs.filter(
          (doc) => doc.get('windowStart') === windowStart,
        );
        expect(mine.length).toBe(1);
        const counter = mine[0]!.ref;
        const before = mine[0]!.get('count') as number;
        await counter.update({ count: limit });
        try {
          for (const forged of ['203.0.113.9', '198.51.100.1, 203.0.113.10', randomUUID()]) {
            const res = await api(CONTACT, { method: 'POST', json: contact(), headers: { 'x-forwarded-for': forged } });
            expect(res.status).toBe(429);
            expect(res.json.message).toBe(API_MESSAGES.tooManyRequests);
            expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          }
        } finally {
          await counter.update({ count: before });
        }
        return;
      }
      if (Date.now() > deadline) throw new Error('no window with 10 s left');
      await new Promise((resolve) => setTimeout(resolve, windowStart + PUBLIC_WRITE_LIMIT.windowMs - Date.now() + 50));
    }
  });
});

describe('write paths take JSON from this site only, of a bounded size', () => {
  it('refuses a urlencoded form post with 415 and stores nothing', async () => {
    const body = contact();
    const res = await api(CONTACT, {
      method: 'POST',
      body: new URLSearchParams({ ...body, consent: String(body.consent) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await countDocs(COLLECTIONS.contacts, 'name', body.name)).toBe(0);
  });

  it('refuses a JSON post from a foreign Origin with 403; the site itself passes', async () => {
    const body = contact();
    const foreign = await api(CONTACT, { method: 'POST', json: body, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await countDocs(COLLECTIONS.contacts, 'name', body.name)).toBe(0);
    const own = await api(CONTACT, { method: 'POST', json: body, headers: { origin: BASE_URL } });
    expect(own.status).toBe(201);
  });

  it('answers 413 at once for bodies of 1.5, 4 and 11 MB (JSON and multipart), and 400 for a text over its maximum length', async () => {
    for (const megabytes of [1.5, 4, 11]) {
      const started = Date.now();
      const res = await api(CONTACT, { method: 'POST', json: { ...contact(), message: 'x'.repeat(megabytes * 1024 * 1024) } });
      expect(res.status, `${megabytes} MB`).toBe(413);
      expect(res.json.message).toBe(API_MESSAGES.payloadTooLarge);
      expect(Date.now() - started, `${megabytes} MB answered within`).toBeLessThan(10_000);
    }
    const started = Date.now();
    const upload = await multipartPoster(apiPath(ENDPOINTS.resumeSubmit))(applicant(), {
      name: 'cv.pdf',
      bytes: Buffer.alloc(11 * 1024 * 1024, 0x20),
      type: CONTENT_TYPES.pdf,
    });
    expect(upload.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(11 * 1024 * 1024).toBeGreaterThan(MAX_MULTIPART_BODY_BYTES);
    const long = await api(CONTACT, { method: 'POST', json: { ...contact(), message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect(long.json.errors.message).toBe('Must be at most 5000 characters');
  });

  // Neither emulator lets such a path reach the function: the Hosting emulator answers 500
  // ('Unexpected error occurred.', URIError in superstatic's decodeURI) before its rewrite, and the
  // Functions emulator's own router answers an HTML 400 ('Failed to decode param'). So our
  // function's answer is checked on its Express app itself, served on 127.0.0.1 here. (That router
  // also adds its own X-Powered-By to every answer it relays; the app sends none.)
  it("answers 400 for bad percent-encoding and never sends x-powered-by, even inside the runtime's own Express app", async () => {
    // The Functions runtime hands requests to our app from an Express app of its own, which sets X-Powered-By first.
    const runtime = express();
    runtime.use(createApp());
    const server = createServer(runtime).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/cards/cards/%E0%A4%A`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: API_MESSAGES.invalidRequest });
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect((await fetch(`http://127.0.0.1:${port}${apiPath(ENDPOINTS.health)}`)).headers.get('x-powered-by')).toBeNull();
    } finally {
      server.close();
    }
  });
});

/** Every state-changing path of the endpoint table, with placeholder path parameters. */
const WRITES = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][])
  .filter(([, endpoint]) => endpoint.method !== 'GET')
  .map(
    ([name, endpoint]) =>
      [name, endpoint, apiPath(endpoint, Object.fromEntries(pathParams(endpoint.path).map((param) => [param, 'guard-test'])))] as const,
  );

describe('every write path of the endpoint table', () => {
  it.each(WRITES)('%s refuses a foreign Origin (403) and a urlencoded or text body (415)', async (_name, endpoint, path) => {
    const foreign = await api(path, { method: endpoint.method, json: {}, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe(API_MESSAGES.originNotAllowed);
    const formPost = await api(path, {
      method: endpoint.method,
      body: 'name=x&email=x%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.status).toBe(415);
    const textPost = await api(path, { method: endpoint.method, body: '{"name":"x"}', headers: { 'content-type': 'text/plain' } });
    expect(textPost.status).toBe(415);
    expect(textPost.json.message).toBe(endpoint.multipart ? API_MESSAGES.multipartExpected : API_MESSAGES.unsupportedMediaType);
  });
});

describe('ill-formed text', () => {
  // A lone surrogate cannot be written in a multipart body's UTF-8: the JSON paths are the ones it can reach.
  const jsonWrites = WRITES.filter(([, endpoint]) => !endpoint.multipart);
  it('every JSON write path of the endpoint table refuses a lone surrogate in a text field with 400 naming the field', async () => {
    // All at once: one request each, and the answers compared path by path.
    const answers = await Promise.all(
      jsonWrites.map(async ([name, endpoint, path]) => {
        const res = await api(path, { method: endpoint.method, json: { name: 'Asha \uD800', email: 'asha@example.com', ids: ['x'] } });
        return [name, { status: res.status, body: res.json as unknown }] as const;
      }),
    );
    const refused = { status: 400, body: { message: COMMON_MESSAGES.textIllFormed, errors: { name: COMMON_MESSAGES.textIllFormed } } };
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(jsonWrites.map(([name]) => [name, refused])));
  });

  it('stores nothing of a contact whose message holds one', async () => {
    const email = `${uniqueLetters().toLowerCase()}@example.com`;
    const res = await api(apiPath(ENDPOINTS.contactSubmit), {
      method: 'POST',
      json: { userType: 'campus', name: 'Asha Rao', email, message: 'Call me \uDC00 soon' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ message: COMMON_MESSAGES.textIllFormed });
    expect((await db().collection(COLLECTIONS.contacts).where('email', '==', email).get()).size).toBe(0);
  });
});

describe('exactly once', () => {
  it('stores a submission once per Idempotency-Key and answers the first result on a repeat', async () => {
    const body = contact();
    const key = randomUUID();
    const send = () => api(CONTACT, { method: 'POST', json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    const answers = await Promise.all([send(), send(), send()]);
    const again = await send();
    for (const res of [...answers, again]) expect(res.status).toBe(201);
    expect(new Set([...answers, again].map((res) => res.json._id)).size).toBe(1);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countDocs(COLLECTIONS.contacts, 'name', body.name)).toBe(1);
  });

  it('stores a resume once per key (the repeat leaves no second file) and refuses a malformed key', async () => {
    const person = applicant();
    const key = randomUUID();
    const submit = () =>
      api(apiPath(ENDPOINTS.resumeSubmit), {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        body: (() => {
          const form = new FormData();
          for (const [k, v] of Object.entries({ ...person, consent: 'true' })) form.append(k, v);
          form.append('resume', new Blob([new Uint8Array(RESUME_BYTES.pdf)], { type: CONTENT_TYPES.pdf }), 'cv.pdf');
          return form;
        })(),
      });
    const [first, second] = [await submit(), await submit()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json._id).toBe(first.json._id);
    expect(await countDocs(COLLECTIONS.resumes, 'email', person.email)).toBe(1);
    const bad = await api(CONTACT, { method: 'POST', json: contact(), headers: { [IDEMPOTENCY_KEY_HEADER]: 'no spaces allowed' } });
    expect(bad.status).toBe(400);
  });
});

describe('multipart bodies', () => {
  const submit = multipartPoster(apiPath(ENDPOINTS.resumeSubmit));

  it('answers 400 for a multipart body without a boundary', async () => {
    const res = await api(apiPath(ENDPOINTS.resumeSubmit), {
      method: 'POST',
      body: '--x\r\n\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 413 for a text field over the multipart field limit and stores nothing', async () => {
    const person = applicant();
    const res = await submit(
      { ...person, name: 'a'.repeat(MAX_MULTIPART_FIELD_BYTES + 1) },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    expect(res.status).toBe(413);
    expect(await countDocs(COLLECTIONS.resumes, 'email', person.email)).toBe(0);
  });

  it('accepts a resume of exactly 5 MiB and keeps its UTF-8 name for display', async () => {
    const person = applicant();
    const res = await submit(person, { name: 'résumé राम.pdf', bytes: RESUME_BYTES.limitPdf, type: CONTENT_TYPES.pdf });
    expect(res.status).toBe(201);
    const stored = (await db().collection(COLLECTIONS.resumes).doc(res.json._id).get()).data()!;
    expect(stored.resumeFileName).toBe('résumé राम.pdf');
    expect(stored.resumePath).toBe(`resumes/${res.json._id}/resume.pdf`);
  });
});

describe('sessions end when they should', () => {
  // The Auth emulator signs nothing, so anyone can edit a token's claims; the local stack holds
  // the claim to the account's record, as production holds it to the token's signature.
  it('refuses a token whose role claim was edited to one the account does not hold (401)', async () => {
    const recruiter = await newStaff(ROLES.recruiter);
    const token = await idTokenFor(recruiter.email, recruiter.password);
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.role).toBe(ROLES.recruiter);
    const edited = [header, Buffer.from(JSON.stringify({ ...claims, role: ROLES.admin })).toString('base64url'), ''].join('.');
    const path = apiPath(ENDPOINTS.contactCount);
    const [asRecruiter, asEdited] = await Promise.all([api(path, { token }), api(path, { token: edited })]);
    expect(asRecruiter.status).toBe(403);
    expect(asEdited.status).toBe(401);
    expect(asEdited.json).toEqual({ message: API_MESSAGES.unauthorized });
  });

  it("refuses a deleted account's ID token at once", async () => {
    const email = `gone.${uniqueLetters()}@careers.local`;
    const password = 'Gone@12345';
    const user = await auth().createUser({ email, password });
    await auth().setCustomUserClaims(user.uid, { role: ROLES.admin });
    const token = await idTokenFor(email, password);
    const path = apiPath(ENDPOINTS.contactCount);
    expect((await api(path, { token })).status).toBe(200);
    await auth().deleteUser(user.uid);
    expect((await api(path, { token })).status).toBe(401);
  });

  it('refuses a token issued before its refresh tokens were revoked', async () => {
    const email = `revoked.${uniqueLetters()}@careers.local`;
    const password = 'Revoked@12345';
    const user = await auth().createUser({ email, password });
    await auth().setCustomUserClaims(user.uid, { role: ROLES.admin });
    const token = await idTokenFor(email, password);
    const path = apiPath(ENDPOINTS.contactCount);
    expect((await api(path, { token })).status).toBe(200);
    await secondAfterSignIn(token);
    await auth().revokeRefreshTokens(user.uid);
    expect((await api(path, { token })).status).toBe(401);
    await auth().deleteUser(user.uid);
  });
});
