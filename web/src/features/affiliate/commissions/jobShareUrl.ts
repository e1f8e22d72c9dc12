import { jobPagePath, isListed } from '@careers/domain';

/**
 * The public page of one of the affiliate's jobs, carrying its referral code: the referral link
 * (`{site}/?ref=CODE`, from the server) with the job page's path, so the origin and code are the
 * server's. A visitor's device keeps the code for REFERRAL_ATTRIBUTION_DAYS from any page.
 */
export function jobShareUrl(referralUrl: string, jobId: string): string {
  const url = new URL(referralUrl);
  url.pathname = jobPagePath('affiliate', jobId);
  return url.toString();
}

/** Only a job the public sees (approved and open) has a page worth sharing. */
export const isShareable = (job: { status?: unknown; review?: unknown }) => isListed(job, 'affiliate');
