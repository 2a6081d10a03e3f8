import { useEffect } from 'react';
import type { Igreja } from '@church/data-access';

/**
 * The home's title and description. The server already puts them in the HTML of a first visit, so
 * their code loads after the paint, for when a person comes back to the home from another screen.
 */
export function HomePageMetaEffect({ church }: { church: Igreja }) {
  useEffect(() => {
    // In a task of its own, after hydration's effects rather than among them.
    const timer = setTimeout(() => void import('./apply-home-meta').then(({ applyHomeMeta }) => applyHomeMeta(church)), 0);
    return () => clearTimeout(timer);
  }, [church]);
  return null;
}
