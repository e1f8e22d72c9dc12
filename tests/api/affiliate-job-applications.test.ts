/**
 * Applications to an affiliate's job in the admin's applications list and its export: they name the
 * job by its public jobId (AFF-...) and title, never by the internal document id they are filed under.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath } from '@careers/domain';
import { DEMO_AFFILIATE_JOBS } from '../../scripts/stack/demoData';
import { call } from '../support/admin';
import { approveAffiliateJobs, newAffiliate } from '../support/affiliates';
import { adminToken, api, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';

useEmulators();

const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));

describe('applications to affiliate jobs, as the admin sees them', () => {
  let token: string;
  let job: { _id: string; jobId: string; jobTitle: string };
  let applicationId: string;

  beforeAll(async () => {
    const affiliate = await newAffiliate();
    token = await adminToken();
    const posted = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
      method: 'POST',
      token: affiliate.token,
      json: { ...DEMO_AFFILIATE_JOBS[0], jobTitle: `Referral Analyst ${uniqueLetters()}`, affiliateId: affiliate.id },
    });
    expect(posted.status).toBe(201);
    job = posted.json as typeof job;
    // Only an approved job takes applications.
    await approveAffiliateJobs(job._id);
    const student = applicant();
    const applied = await postApply(
      { ...student, jobId: job._id, jobTitle: job.jobTitle, affiliateId: affiliate.id },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    expect(applied.status).toBe(201);
    applicationId = applied.json._id as string;
  });

  it("show the job's public id and title in the list, its pages and the CSV export", async () => {
    expect(job.jobId).toMatch(/^AFF-/);
    const [all, paged, csv] = await Promise.all([
      call('applicationList', { token, params: { jobId: job._id } }),
      call('applicationList', { token, params: { jobId: job._id }, query: { limit: '5' } }),
      api(apiPath(ENDPOINTS.adminListExport, { list: 'applications' }, { jobId: job._id }), { token }),
    ]);
    expect(all.status).toBe(200);
    type Row = { _id: string; jobId: string; jobTitle: string; filedJobId: string };
    const rows = (Array.isArray(all.json) ? all.json : all.json.rows) as Row[];
    expect(rows.map(({ _id, jobId, jobTitle, filedJobId }) => ({ _id, jobId, jobTitle, filedJobId }))).toEqual([
      { _id: applicationId, jobId: job.jobId, jobTitle: job.jobTitle, filedJobId: job._id },
    ]);
    expect(paged.status).toBe(200);
    expect((paged.json.rows as { _id: string; jobId: string }[]).find((row) => row._id === applicationId)?.jobId).toBe(job.jobId);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`,${job.jobId},`);
    expect(csv.text).not.toContain(job._id);
  });
});
