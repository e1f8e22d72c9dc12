import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage, issuesByField, validationErrorBody } from './errors';
import { API_MESSAGES } from './messages';

const schema = z.object({
  name: z.string().min(1, 'first').min(2, 'second'),
  location: z.object({ pincode: z.string().min(6, 'pin') }),
});

describe('error helpers', () => {
  const error = schema.safeParse({ name: '', location: { pincode: '1' } }).error!;

  it('firstIssueMessage gives the first message', () => {
    expect(firstIssueMessage(error)).toBe('first');
    expect(firstIssueMessage(new z.ZodError([]))).toBe(API_MESSAGES.invalidRequest);
  });

  it('issuesByField keeps the first message per dotted path', () => {
    expect(issuesByField(error)).toEqual({ name: 'first', 'location.pincode': 'pin' });
  });

  it('validationErrorBody is the 400 body', () => {
    expect(validationErrorBody(error)).toEqual({
      message: 'first',
      errors: { name: 'first', 'location.pincode': 'pin' },
    });
  });
});
