import { useState, useSyncExternalStore, type DOMAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

// `display: contents`: the holder adds an element to the DOM but no box to the layout.
const HOLDER_STYLE = { display: 'contents' } as const;
const KEEP_SERVER_HTML = { __html: '' };
const subscribeToNothing = () => () => {};

/** True while React hydrates server HTML: it reads a store's server snapshot only then. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** A plain left click on a link to another page of this site, which the router can take over. */
function inAppLinkOf(event: MouseEvent<HTMLElement>): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within this page is the browser's to make.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

function followInAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  const url = inAppLinkOf(event);
  if (!url) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * Handlers for events from inside the content, on the element that holds it: the content's own
 * elements have none (they may be server HTML React never attached to).
 */
type StaticContentProps = { children: ReactNode } & Pick<DOMAttributes<HTMLDivElement>, 'onClick' | 'onPointerOver' | 'onFocus'>;

/**
 * Content with no state and no handlers of its own: text, images, icons and links. When React
 * hydrates a prerendered or server-rendered page, this content's HTML is kept as the server wrote
 * it: React skips the whole subtree instead of rendering it again to attach to it. Its links still
 * navigate inside the app, through one handler on the holder. On the server, and in any client
 * render (after a navigation, or where React gave up hydrating and rendered afresh), it renders
 * its children as usual.
 *
 * Clicks, pointers and focus inside it reach the handlers passed to it (a list's one handler for
 * all its cards' buttons, say).
 *
 * The choice is made once per mount: content whose props can change while it stays mounted must
 * be keyed on them, so that a change mounts it afresh.
 */
export function StaticContent({ children, onClick, ...handlers }: StaticContentProps) {
  const hydrating = useHydrating();
  // Kept after hydration, when the store's client snapshot re-renders this component once.
  const [keepServerHtml] = useState(() => hydrating && typeof document !== 'undefined');
  const navigate = useNavigate();
  if (!keepServerHtml)
    return (
      <div style={HOLDER_STYLE} onClick={onClick} {...handlers}>
        {children}
      </div>
    );
  // React creates no children for an element with `dangerouslySetInnerHTML` and sets no innerHTML
  // when it hydrates one: the server's markup stays as it is. The markup differs by design.
  return (
    <div
      style={HOLDER_STYLE}
      onClick={(event) => {
        onClick?.(event);
        followInAppLink(event, navigate);
      }}
      {...handlers}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
