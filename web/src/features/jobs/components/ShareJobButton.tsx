import Button, { type ButtonProps } from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import { useEffect, useState, type MouseEvent } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden';

const COPIED_MS = 2000;

/**
 * Shares a job page's link. The button has no state or handler of its own, so a job card keeps it
 * as server HTML (components/StaticContent): the area around it takes its clicks and owns the
 * "copied" state (useShareButtons).
 */
export function ShareJobButton({ title, url, size }: { title: string; url: string; size?: ButtonProps['size'] }) {
  return (
    <Button variant="text" size={size} startIcon={<LinkIcon />} data-share-url={url} data-share-title={title} aria-label={`Share link to ${title}`} data-testid="share-job">
      <span className="share-idle">Share</span>
      <span className="share-copied">Link copied</span>
    </Button>
  );
}

/** The system share sheet where there is one, else the clipboard. True when the link was copied. */
async function shareLink(title: string, url: string): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return false;
    } catch {
      // Dismissed or refused: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    window.prompt('Copy this link', url);
    return false;
  }
}

/** For the `sx` of an area holding share buttons: each button's label follows the area's state. */
export const SHARE_LABEL_SX = { '&:not([data-link-copied]) .share-copied, &[data-link-copied] .share-idle': { display: 'none' } } as const;

/**
 * The "copied" state of an area holding share buttons: spread `areaProps` on the area (with
 * SHARE_LABEL_SX in its sx), call `onClick` from its click handler, and render `status`, which
 * announces the copy to screen readers.
 */
export function useShareButtons() {
  // Which copy is shown (0: none). A count, not a flag: a second copy restarts the timer.
  const [shownCopy, setShownCopy] = useState(0);
  useEffect(() => {
    if (shownCopy === 0) return;
    const timer = window.setTimeout(() => setShownCopy(0), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [shownCopy]);
  const copied = shownCopy > 0;

  /** Shares for a click on a share button in the area; false for any other click. */
  const onClick = (event: MouseEvent): boolean => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share-url]') : null;
    if (!button) return false;
    void shareLink(button.dataset.shareTitle ?? '', button.dataset.shareUrl ?? '').then((didCopy) => {
      if (didCopy) setShownCopy((count) => count + 1);
    });
    return true;
  };

  return {
    onClick,
    areaProps: copied ? { 'data-link-copied': '' } : {},
    status: (
      <span role="status" style={visuallyHidden}>
        {copied ? 'Link copied' : ''}
      </span>
    ),
  };
}
