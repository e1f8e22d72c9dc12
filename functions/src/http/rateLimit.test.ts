import type { NextFunction, Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { rateLimit } from './rateLimit';

const from = (ip: string) => ({ ip }) as Request;

/** Runs the middleware; answers 'next' when it let the request through, or the HttpError it threw. */
function pass(limit: ReturnType<typeof rateLimit>, req: Request): 'next' | HttpError {
  let result: 'next' | HttpError = 'next';
  try {
    limit(req, {} as Response, (() => {}) as NextFunction);
  } catch (err) {
    result = err as HttpError;
  }
  return result;
}

describe('the public write rate limit', () => {
  afterEach(() => vi.useRealTimers());

  it('lets a client through up to the limit, then answers 429 until the window ends', () => {
    vi.useFakeTimers();
    const limit = rateLimit({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => pass(limit, from('1.1.1.1')))).toEqual(['next', 'next', 'next']);
    const refused = pass(limit, from('1.1.1.1'));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, message: 'Too many requests' });
    vi.advanceTimersByTime(60_000);
    expect(pass(limit, from('1.1.1.1'))).toBe('next');
  });

  it('counts each client on its own', () => {
    const limit = rateLimit({ limit: 1, windowMs: 60_000 });
    expect(pass(limit, from('1.1.1.1'))).toBe('next');
    expect(pass(limit, from('2.2.2.2'))).toBe('next');
    expect(pass(limit, from('1.1.1.1'))).toMatchObject({ status: 429 });
  });
});
