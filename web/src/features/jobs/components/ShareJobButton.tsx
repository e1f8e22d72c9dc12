import Button, { type ButtonProps } from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import type { MouseEvent } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { shareLink } from '../../../lib/shareLink';

const COPIED_MS = 2000;
const COPIED_TEXT = 'Link copied';

/**
 * Shares a job page's link. The button has no state or handler of its own, so it can stay server
 * HTML (components/StaticContent): a click handler around it calls `shareFromClick`.
 */
export function ShareJobButton({ title, url, size }: { title: string; url: string; size?: ButtonProps['size'] }) {
  return (
    <Button
      variant="text"
      size={size}
      startIcon={<LinkIcon />}
      data-share-url={url}
      data-share-title={title}
      aria-label={`Share link to ${title}`}
      data-testid="share-job"
    >
      <span className="share-idle">Share</span>
      <span className="share-copied">{COPIED_TEXT}</span>
    </Button>
  );
}

/**
 * Marks the element around share buttons (a job card, a job page's actions) that shows their
 * "copied" state. Put SHARE_LABEL_SX in its sx and a ShareStatus inside it.
 */
export const SHARE_AREA = { 'data-share-area': '' } as const;

/** For the `sx` of a share area: each button's label follows the area's state. */
export const SHARE_LABEL_SX = { '&:not([data-link-copied]) .share-copied, &[data-link-copied] .share-idle': { display: 'none' } } as const;

/** Announces a copied link to screen readers; empty otherwise. */
export function ShareStatus() {
  return <span role="status" data-share-status="" style={visuallyHidden} />;
}

const hideTimers = new WeakMap<Element, number>();

/**
 * Shows "Link copied" on the area's buttons and in its status for a moment. Written to the DOM, not
 * held in React state: the area is often server HTML that React does not render (a job card), and
 * React never renders these attributes or this text, so it never overwrites them.
 */
function showCopied(area: Element): void {
  const status = area.querySelector('[data-share-status]');
  area.setAttribute('data-link-copied', '');
  if (status) status.textContent = COPIED_TEXT;
  window.clearTimeout(hideTimers.get(area));
  hideTimers.set(
    area,
    window.setTimeout(() => {
      area.removeAttribute('data-link-copied');
      if (status) status.textContent = '';
    }, COPIED_MS),
  );
}

/** Shares for a click on a share button (true), or leaves any other click alone (false). */
export function shareFromClick(event: MouseEvent): boolean {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share-url]') : null;
  if (!button) return false;
  const area = button.closest('[data-share-area]');
  void shareLink(button.dataset.shareTitle ?? '', button.dataset.shareUrl ?? '').then((outcome) => {
    if (outcome === 'copied' && area) showCopied(area);
  });
  return true;
}
