import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

const contextOf = (i18n: I18n) => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's I18nProvider, except that a change of the catalogs re-renders the app in a transition. A
 * module's catalog arrives after hydration (the footer's, a section's); Lingui's own provider then
 * re-renders every component at once, a long task on a slow phone. In a transition React does that work
 * in slices and the page stays responsive.
 */
export function ChurchI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  const renderedLocale = useRef(i18n.locale);
  useEffect(() => {
    const update = () => {
      renderedLocale.current = i18n.locale;
      startTransition(() => setContext(contextOf(i18n)));
    };
    const unsubscribe = i18n.on('change', update);
    // The locale changed between the first render and this subscription.
    if (renderedLocale.current !== i18n.locale) update();
    return unsubscribe;
  }, [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
