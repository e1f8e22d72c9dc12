import Button, { type ButtonProps } from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { shareLink } from '../../../lib/shareLink';

const COPIED_MS = 2000;
const COPIED_TEXT = 'Link copied';

/**
 * Shares a job page's link (lib/shareLink). A copied link is shown on the button for a moment and
 * announced to screen readers by a status beside it.
 */
export function ShareJobButton({ title, url, size }: { title: string; url: string; size?: ButtonProps['size'] }) {
  // How many copies were made (0: none shown). A count, not a flag: a second copy restarts the timer.
  const [copies, setCopies] = useState(0);
  useEffect(() => {
    if (copies === 0) return;
    const timer = window.setTimeout(() => setCopies(0), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copies]);
  const copied = copies > 0;

  const share = () => {
    void shareLink(title, url).then((outcome) => {
      if (outcome === 'copied') setCopies((count) => count + 1);
    });
  };

  return (
    <>
      <Button
        variant="text"
        size={size}
        startIcon={<LinkIcon />}
        onClick={share}
        aria-label={`Share link to ${title}`}
        data-testid="share-job"
      >
        {copied ? COPIED_TEXT : 'Share'}
      </Button>
      <span role="status" style={visuallyHidden}>
        {copied ? COPIED_TEXT : ''}
      </span>
    </>
  );
}
