import { describe, expect, it } from 'vitest';
import { isShareable, jobShareUrl } from './jobShareUrl';

describe("an affiliate job's share link", () => {
  it("is the job's public page with the referral link's origin and code", () => {
    expect(jobShareUrl('https://careers.example/?ref=ABCDEFGHJK', 'x7Yz')).toBe('https://careers.example/jobs/a-x7Yz?ref=ABCDEFGHJK');
  });

  it('exists only for a job the public sees', () => {
    expect(isShareable({ status: 'open', review: 'approved' })).toBe(true);
    expect(isShareable({ status: 'open', review: 'pending' })).toBe(false);
    expect(isShareable({ status: 'closed', review: 'approved' })).toBe(false);
  });
});
