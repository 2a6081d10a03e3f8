import { lazy, Suspense, useEffect, useState } from 'react';

const ChurchSwitcher = lazy(async () => ({ default: await (await import('@church/church-home/church-switcher')).loadChurchSwitcher() }));

/** The header's links to the organization's churches (the /churchs page). */
const CHURCHES_LINK_SELECTOR = 'header a[href="/churchs"]';

/** A plain click (no modifier key) on a link of the header to the organization's churches. */
export function isChurchSelectionClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return event.target instanceof Element && event.target.closest(CHURCHES_LINK_SELECTOR) !== null;
}

/**
 * §2 "church-selection modal": once the page is interactive, the header's link to the organization's
 * churches opens the selection over the page instead of leaving it. Until then, and in a new tab, the
 * link is the /churchs page: the first paint carries none of this.
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
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <ChurchSwitcher onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
