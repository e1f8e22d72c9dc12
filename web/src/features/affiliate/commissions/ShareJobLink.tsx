import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import { useEffect, useRef, useState } from 'react';
import { shareLink, type ShareOutcome } from '../../../lib/shareLink';
import { useReferralLink } from './commissionsApi';
import { isShareable, jobShareUrl } from './jobShareUrl';

const SAID_MS = 4000;
const SAID: Record<ShareOutcome, string> = { copied: 'Link copied', shared: 'Link shared', prompted: '' };

/**
 * Share for one of the affiliate's jobs: its public page with the affiliate's referral code, through
 * the system share sheet where there is one, else copied. What happened is shown beside the button
 * and announced (a status region); a job the public does not see has no Share.
 */
export function ShareJobLink({ job }: { job: { _id: string; jobTitle: string; status?: unknown; review?: unknown } }) {
  const link = useReferralLink();
  const [said, setSaid] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!isShareable(job)) return null;
  const share = async () => {
    if (!link.data) return;
    const outcome = await shareLink(job.jobTitle, jobShareUrl(link.data.url, job._id));
    setSaid(SAID[outcome]);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaid(''), SAID_MS);
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        startIcon={<ShareIcon fontSize="small" />}
        disabled={!link.data}
        onClick={() => void share()}
        aria-label={`Share ${job.jobTitle}`}
        data-testid="share-own-job"
      >
        Share
      </Button>
      <Typography role="status" variant="caption" sx={{ color: 'success.dark', minWidth: 0 }} data-testid="share-own-job-status">
        {said}
      </Typography>
    </Box>
  );
}
