import { describe, expect, it } from 'vitest';
import { acceptsApplications, closingDatePassed, closingTimeOf, istDayOf, jobLifecycleFields } from './jobLifecycle';
import { closingDateSchema } from './schemas/jobLifecycle';
import { fixedJobFacts } from './seo/jobFacts';
import { jobPostingJsonLd } from './seo/jobPosting';

describe('the job lifecycle', () => {
  it('counts days in India: 18:29 UTC is still the day, 18:30 UTC is the next', () => {
    expect(istDayOf(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(istDayOf(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
  });

  it('takes applications until the end of the closing day in India, and never when not open', () => {
    const lastMinute = new Date('2026-03-10T18:29:00Z');
    const nextDay = new Date('2026-03-10T18:31:00Z');
    expect(closingDatePassed('2026-03-10', lastMinute)).toBe(false);
    expect(closingDatePassed('2026-03-10', nextDay)).toBe(true);
    expect(closingDatePassed(null, nextDay)).toBe(false);
    expect(acceptsApplications({ closingDate: '2026-03-10' }, lastMinute)).toBe(true);
    expect(acceptsApplications({ status: 'open', closingDate: '2026-03-10' }, nextDay)).toBe(false);
    expect(acceptsApplications({ status: 'closed' }, lastMinute)).toBe(false);
    expect(acceptsApplications({ status: 'draft' }, lastMinute)).toBe(false);
  });

  it('stores listed for open fixed jobs and open approved affiliate jobs only', () => {
    expect(jobLifecycleFields({}, 'fixed')).toEqual({ status: 'open', listed: true });
    expect(jobLifecycleFields({ status: 'closed' }, 'fixed')).toEqual({ status: 'closed', listed: false });
    expect(jobLifecycleFields({}, 'affiliate')).toEqual({ status: 'open', listed: true, review: 'approved' });
    expect(jobLifecycleFields({ status: 'open', review: 'pending' }, 'affiliate')).toEqual({
      status: 'open',
      listed: false,
      review: 'pending',
    });
  });

  it('takes a calendar day as closing date', () => {
    expect(closingDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-1-01', '']) expect(closingDateSchema.safeParse(day).success).toBe(false);
  });

  it("gives an open job's JobPosting validThrough: the end of its closing day, with India's offset", () => {
    const posting = jobPostingJsonLd(fixedJobFacts({ title: 'Welder', jobId: 'J1', closingDate: '2026-03-10' }), 'https://example.com');
    expect(posting.validThrough).toBe(closingTimeOf('2026-03-10'));
    expect(closingTimeOf('2026-03-10')).toBe('2026-03-10T23:59:59+05:30');
    expect(jobPostingJsonLd(fixedJobFacts({ title: 'Welder', jobId: 'J1' }), 'https://example.com')).not.toHaveProperty('validThrough');
  });
});
