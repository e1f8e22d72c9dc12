import { describe, expect, it } from 'vitest';
import {
  PIPELINE_STAGES,
  REFERENCE_PATTERN,
  STAGE_LABELS,
  STAGE_WORDS,
  applicationStatusPagePath,
  legacyReferralStage,
  referralStatusText,
  makeReference,
  referralStageNamed,
  stageOf,
} from './pipeline';
import { receivedMail, stageMail } from './pipelineMail';

describe('the pipeline stages', () => {
  it('lists the stages in order, with admin labels and applicant words', () => {
    expect(PIPELINE_STAGES).toEqual(['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']);
    expect(PIPELINE_STAGES.map((stage) => STAGE_LABELS[stage])).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
    ]);
    expect(PIPELINE_STAGES.map((stage) => STAGE_WORDS[stage])).toEqual([
      'Received',
      'Under review',
      'Interview',
      'Offer',
      'Hired',
      'Not selected',
    ]);
  });

  it('reads a missing or unknown stored stage as applied', () => {
    expect(stageOf(undefined)).toBe('applied');
    expect(stageOf('promoted')).toBe('applied');
    expect(stageOf('offer')).toBe('offer');
  });

  it('names a referral stage by key, label or word in any case; legacy badge statuses map to their stages', () => {
    expect(referralStageNamed(' UNDER REVIEW ')).toBe('screening');
    expect(referralStageNamed('Referred')).toBe('referred');
    expect(referralStageNamed('Rejected')).toBe('rejected');
    expect(referralStageNamed('HR')).toBeNull();
    expect(legacyReferralStage('Offer Letter')).toBe('offer');
    expect(legacyReferralStage('HR')).toBe('screening');
    expect(legacyReferralStage('Interview')).toBe('interview');
    expect(legacyReferralStage('On Hold')).toBe('referred');
  });

  it("shows a written status while the referral stays at the stage it was written beside, else the stage's word", () => {
    expect(referralStatusText('offer', { text: 'Offer Letter', stage: 'offer' })).toBe('Offer Letter');
    expect(referralStatusText('rejected', { text: 'Offer Letter', stage: 'offer' })).toBe('Not selected');
    expect(referralStatusText('screening', null)).toBe('Under review');
  });
});

describe('references and status links', () => {
  it('makes APP- and six characters of the unambiguous alphabet', () => {
    expect(makeReference(() => 0)).toBe('APP-222222');
    expect(makeReference((size) => size - 1)).toBe('APP-ZZZZZZ');
    expect('APP-7K3F9Q').toMatch(REFERENCE_PATTERN);
    for (const lookAlike of ['APP-7K3F9O', 'APP-7K3F91', 'APP-7K3F9I', 'APP-7K3F9', 'app-7K3F9Q'])
      expect(lookAlike).not.toMatch(REFERENCE_PATTERN);
  });

  it('puts the token in the status page path', () => {
    expect(applicationStatusPagePath('abc_-DEF')).toBe('/applications/status/abc_-DEF');
  });
});

describe('mail templates', () => {
  const vars = {
    name: 'Asha Rao',
    jobTitle: 'Data Analyst',
    reference: 'APP-7K3F9Q',
    statusUrl: 'https://site.example/applications/status/t0k',
  };

  it('every stage mail names the job and the reference, and carries the status link', () => {
    for (const stage of PIPELINE_STAGES) {
      const { subject, text } = stageMail(stage, vars);
      expect(subject).toContain('Data Analyst');
      expect(subject).toContain('APP-7K3F9Q');
      expect(text.startsWith('Dear Asha Rao,\n\n')).toBe(true);
      expect(text).toContain(
        'Your reference: APP-7K3F9Q\nFollow your application at any time: https://site.example/applications/status/t0k\n',
      );
    }
  });

  it('the received mail is the applied stage mail', () => {
    expect(receivedMail(vars)).toEqual(stageMail('applied', vars));
    expect(receivedMail(vars).subject).toBe('We received your application for Data Analyst (APP-7K3F9Q)');
  });
});
