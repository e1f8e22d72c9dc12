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

/** An affiliate job's edit (the owner's PUT and the admin's): its own fields; the owner is the job's, never the body's. */
export const affiliateJobEditSchema = affiliateJobSchema.omit({ affiliateId: true });
export type AffiliateJobEditInput = z.infer<typeof affiliateJobEditSchema>;
