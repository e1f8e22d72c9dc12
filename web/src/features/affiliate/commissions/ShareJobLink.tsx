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
const NO_LINK = 'Your link could not be loaded.';

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
  const say = (text: string) => {
    setSaid(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaid(''), SAID_MS);
  };
  // Never disabled while the link loads: a button that turns enabled fades its colour in, and a
  // press before the link is there waits for it.
  const share = async () => {
    const url = (link.data ?? (await link.refetch()).data)?.url;
    if (!url) return say(NO_LINK);
    say(SAID[await shareLink(job.jobTitle, jobShareUrl(url, job._id))]);
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        startIcon={<ShareIcon fontSize="small" />}
        onClick={() => void share()}
        aria-label={`Share ${job.jobTitle}`}
        data-testid="share-own-job"
      >
        Share
      </Button>
      <Typography
        role="status"
        variant="caption"
        sx={{ color: said === NO_LINK ? 'error.main' : 'success.dark', minWidth: 0 }}
        data-testid="share-own-job-status"
      >
        {said}
      </Typography>
    </Box>
  );
}
