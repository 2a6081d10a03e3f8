import { useEffect } from 'react';
import { activateLocale, resolveLocale } from '@church/i18n';

/** Switches the interface to the church's language once the church is known (§1). */
export function ChurchLocaleEffect({ idioma }: { idioma: string | null | undefined }) {
  useEffect(() => {
    void activateLocale(resolveLocale({ idioma, browserLanguage: navigator.language }));
  }, [idioma]);
  return null;
}
