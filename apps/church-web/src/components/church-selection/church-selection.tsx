import { lazy, Suspense, useEffect, useState } from 'react';

const ChurchSwitcher = lazy(async () => ({ default: await (await import('@church/church-home/church-switcher')).loadChurchSwitcher() }));

/** The header's links to the organization's churches (the /churchs page). */
const CHURCHES_LINK_SELECTOR = 'header a[href="/churchs"]';

/** A plain click (no modifier key) on a link of the header to the organization's churches. */
export function isChurchSelectionClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return event.target instanceof Element && event.target.closest(CHURCHES_LINK_SELECTOR) !== null;
}

/** Says on each of the header's church links that it now opens a dialog (and keeps saying it as the menu re-renders). */
function markChurchLinks(): () => void {
  const mark = () => {
    for (const link of document.querySelectorAll(CHURCHES_LINK_SELECTOR)) link.setAttribute('aria-haspopup', 'dialog');
  };
  mark();
  const header = document.querySelector('header');
  const observer = new MutationObserver(mark);
  if (header) observer.observe(header, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const link of document.querySelectorAll(CHURCHES_LINK_SELECTOR)) link.removeAttribute('aria-haspopup');
  };
}

/**
 * §2 "church-selection modal": once the page is interactive, the header's link to the organization's
 * churches opens the selection over the page instead of leaving it, and says so (`aria-haspopup`).
 * Until then, and in a new tab, the link is the /churchs page: the first paint carries none of this.
 */
export function ChurchSelection() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // In the capture phase, before the router's link sees the click: a prevented click does not navigate.
    const onClick = (event: MouseEvent) => {
      if (!isChurchSelectionClick(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('click', onClick, true);
    const unmark = markChurchLinks();
    return () => {
      document.removeEventListener('click', onClick, true);
      unmark();
    };
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <ChurchSwitcher onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
