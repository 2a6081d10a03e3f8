import { useEffect } from 'react';
import { churchThemeVariables } from '@church/ui';

/** Applies the church's primary colour, and a secondary at low opacity, to the whole document. */
export function ChurchThemeEffect({ primary }: { primary: string | null | undefined }) {
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(churchThemeVariables(primary))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary ?? '');
  }, [primary]);
  return null;
}
