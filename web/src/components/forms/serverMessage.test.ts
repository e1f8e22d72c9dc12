import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { serverFieldErrors, serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it("uses the JSON body's message", () => {
    expect(serverMessage(new ApiError(400, 'x', { message: 'Pincode must be a 6-digit number' }), 'fallback')).toBe(
      'Pincode must be a 6-digit number',
    );
  });

  it('uses a short plain-text body, never an HTML page', () => {
    expect(serverMessage(new ApiError(500, 'x', 'Database down'), 'fallback')).toBe('Database down');
    expect(serverMessage(new ApiError(502, 'x', '<!doctype html><p>Bad gateway</p>'), 'fallback')).toBe('fallback');
  });

  it('falls back for empty bodies and network failures', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway', undefined), 'fallback')).toBe('fallback');
    expect(serverMessage(new ApiError(500, 'x', { message: '' }), 'fallback')).toBe('fallback');
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('serverFieldErrors', () => {
  it('keeps the string messages keyed by field path', () => {
    const error = new ApiError(400, 'x', { message: 'm', errors: { 'location.pincode': 'bad', '': 'whole', n: 3 } });
    expect(serverFieldErrors(error)).toEqual({ 'location.pincode': 'bad' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
