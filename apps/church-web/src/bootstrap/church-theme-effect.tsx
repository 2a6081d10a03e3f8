import { useEffect } from 'react';

/**
 * Applies the church's primary colour, and a secondary at low opacity, to the whole document. The
 * server inlines the same variables for the first paint, so the maths loads after it.
 */
export function ChurchThemeEffect({ primary }: { primary: string | null | undefined }) {
  useEffect(() => {
    let current = true;
    // In a task of its own, after hydration's effects rather than among them.
    const timer = setTimeout(() => {
      void import('./apply-church-theme').then(({ applyChurchTheme }) => {
        if (current) applyChurchTheme(primary);
      });
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [primary]);
  return null;
}
