import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsText } from './ics';
import { istDateTimeText, istLocalToInstant, instantToIstLocal } from './interviews';
import { interviewScheduleSchema } from './schemas/interviews';

const event = {
  method: 'REQUEST' as const,
  uid: 'interview-abc@careersetu',
  sequence: 2,
  start: new Date('2026-12-08T05:00:00Z'),
  end: new Date('2026-12-08T05:45:00Z'),
  stamp: new Date('2026-12-07T10:00:00Z'),
  summary: 'Interview for Data Analyst, Pune; Team',
  description: 'Line one\nLine two',
  location: 'https://meet.example.com/abc',
  organizer: { name: 'Recruiter', email: 'recruiter@careers.local' },
  attendees: [{ name: 'Asha Rao', email: 'asha@example.com' }],
};

describe('the iCalendar invite', () => {
  it('writes the method, UID, SEQUENCE, UTC times, the attendee with RSVP and CRLF line ends', () => {
    const ics = buildIcs(event);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics).toContain('\r\nUID:interview-abc@careersetu\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('\r\nDTSTART:20261208T050000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261208T054500Z\r\n');
    expect(ics.replace(/\r\n /g, '')).toMatch(/ATTENDEE;CN="Asha Rao";[^\r]*RSVP=TRUE:mailto:asha@example.com/);
    expect(ics.split('\r\n').join('')).not.toContain('\n');
  });

  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'नमस्ते '.repeat(30)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, i) => (i === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(`DESCRIPTION:${'नमस्ते '.repeat(30)}`);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = buildIcs({ ...event, method: 'CANCEL' });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
  });
});

describe('India time of interviews', () => {
  it('reads a datetime-local value as India time and shows instants as DD-MM-YYYY HH:mm', () => {
    expect(istLocalToInstant('2026-12-08T10:30')).toBe('2026-12-08T05:00:00.000Z');
    expect(instantToIstLocal('2026-12-08T05:00:00.000Z')).toBe('2026-12-08T10:30');
    expect(istDateTimeText('2026-12-08T20:00:00.000Z')).toBe('09-12-2026 01:30');
    expect(istLocalToInstant('tomorrow')).toBeNull();
  });
});

describe('the schedule schema', () => {
  const valid = {
    startsAt: '2026-12-08T10:30:00+05:30',
    durationMinutes: 45,
    mode: 'video',
    link: 'https://meet.example.com/x',
    interviewerIds: ['u1'],
  };
  it('takes an instant with its offset and needs the place its mode names', () => {
    expect(interviewScheduleSchema.parse(valid).startsAt.toISOString()).toBe('2026-12-08T05:00:00.000Z');
    expect(interviewScheduleSchema.safeParse({ ...valid, startsAt: '2026-12-08T10:30' }).success).toBe(false);
    expect(interviewScheduleSchema.safeParse({ ...valid, link: undefined }).error?.issues[0]?.path).toEqual(['link']);
    expect(interviewScheduleSchema.safeParse({ ...valid, mode: 'in-person' }).error?.issues[0]?.path).toEqual(['location']);
    expect(interviewScheduleSchema.safeParse({ ...valid, durationMinutes: 481 }).success).toBe(false);
    expect(interviewScheduleSchema.safeParse({ ...valid, durationMinutes: 14 }).success).toBe(false);
    expect(interviewScheduleSchema.parse({ ...valid, mode: 'phone' }).link).toBeUndefined();
  });
});
