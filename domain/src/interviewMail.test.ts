import { describe, expect, it } from 'vitest';
import { applicantInterviewMail, interviewerInterviewMail, type InterviewMailVars } from './interviewMail';

const vars: InterviewMailVars = {
  name: 'Asha Rao',
  jobTitle: 'Data Analyst',
  reference: 'APP-7K3F9Q',
  startsAt: '2026-12-08T05:00:00.000Z',
  endsAt: '2026-12-08T05:45:00.000Z',
  mode: 'in-person',
  location: 'Baner Road, Pune',
  link: null,
  interviewerNames: ['Priya Sharma'],
  message: 'Bring a photo ID.',
  reason: null,
  url: 'https://careers.example/applications/status/abc',
};

describe('the interview mails', () => {
  it('tell the applicant when (India time), where and with whom, and link the status page to answer', () => {
    const mail = applicantInterviewMail('invite', vars);
    expect(mail.subject).toBe('Interview for Data Analyst on 08-12-2026 10:30 (APP-7K3F9Q)');
    expect(mail.text).toContain('When: 08-12-2026 10:30 to 11:15 (India time)');
    expect(mail.text).toContain('Address: Baner Road, Pune');
    expect(mail.text).toContain('With: Priya Sharma');
    expect(mail.text).toContain('Bring a photo ID.');
    expect(mail.text).toContain(`accept, decline or ask for another time on your application's page: ${vars.url}`);
  });

  it('say a change, a cancellation with its reason, and a reminder', () => {
    expect(applicantInterviewMail('change', vars).subject).toMatch(/^Changed: /);
    const cancel = applicantInterviewMail('cancel', { ...vars, reason: 'The panel is away' });
    expect(cancel.subject).toBe('Cancelled: Interview for Data Analyst (APP-7K3F9Q)');
    expect(cancel.text).toContain('Reason: The panel is away');
    expect(cancel.text).not.toContain('When:');
    expect(applicantInterviewMail('reminder', vars).subject).toMatch(/^Tomorrow: /);
  });

  it("give interviewers the application's page instead of the applicant's link", () => {
    const mail = interviewerInterviewMail('invite', { ...vars, url: 'https://careers.example/admin/applications/a1' });
    expect(mail.text).toContain('You are an interviewer of Asha Rao for Data Analyst.');
    expect(mail.text).toContain('The application: https://careers.example/admin/applications/a1');
    expect(mail.text).not.toContain('Bring a photo ID.');
  });
});
