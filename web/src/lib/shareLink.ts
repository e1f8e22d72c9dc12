/** How a link was shared: the system share sheet, the clipboard, or a prompt to copy it by hand. */
export type ShareOutcome = 'shared' | 'copied' | 'prompted';

/**
 * The system share sheet where there is one (a phone), else the clipboard; where the clipboard is
 * refused, a prompt shows the link to copy by hand. A dismissed share sheet falls back to copying.
 */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch {
      // Dismissed or refused: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    window.prompt('Copy this link', url);
    return 'prompted';
  }
}
