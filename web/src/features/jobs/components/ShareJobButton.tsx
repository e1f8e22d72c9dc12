import Button, { type ButtonProps } from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import { useState } from 'react';

const COPIED_MS = 2000;

/** Shares a job page's link: the system share sheet where there is one, else copies the link. */
export function ShareJobButton({ title, url, size }: { title: string; url: string; size?: ButtonProps['size'] }) {
  const [copied, setCopied] = useState(false);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch {
        // Dismissed or refused: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      window.prompt('Copy this link', url);
    }
  };

  return (
    <Button variant="text" size={size} startIcon={<LinkIcon />} onClick={() => void share()} aria-label={`Share link to ${title}`} data-testid="share-job">
      <span aria-live="polite">{copied ? 'Link copied' : 'Share'}</span>
    </Button>
  );
}
