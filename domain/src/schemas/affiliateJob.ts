/** Affiliate Post a Job form and POST /api/affiliateJob. */
import { z } from 'zod';
import { AFFILIATE_MESSAGES as M } from '../messages';
import { requiredText } from './fields';

export const affiliateJobSchema = z.object({
  affiliateId: requiredText(M.affiliateIdRequired),
  jobTitle: requiredText(M.jobTitleRequired),
  skillset: requiredText(M.skillsetRequired),
  experience: requiredText(M.experienceRequired),
  location: requiredText(M.locationRequired),
  domain: requiredText(M.domainRequired),
  salary: requiredText(M.salaryRequired),
});
export type AffiliateJobInput = z.infer<typeof affiliateJobSchema>;
