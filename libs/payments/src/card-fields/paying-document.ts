import { useEffect } from 'react';

/**
 * Whether this document was loaded at the address it shows now. The server lets Stripe's script and
 * frames into a page's CSP only at the addresses that pay (checkout, give, the cards pages), and a CSP
 * is the document's: after the app moved here from another page without loading a document, Stripe.js
 * would be refused. Unknown (no navigation timing) counts as loaded here.
 */
export function documentLoadedHere(): boolean {
  if (typeof window === 'undefined' || typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return true;
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation?.name) return true;
  return new URL(navigation.name).pathname === window.location.pathname;
}

/**
 * A paying page whose card fields are Stripe's loads itself as a document when the app came to it
 * from another page, so that the page's own CSP (which lets Stripe.js in) applies; what the page keeps
 * (the checkout in the session store) survives the load. Once: the load makes this the document's
 * address. True while the page is about to load itself (the form is not shown, nothing is typed in vain).
 */
export function usePayingDocument(needsStripe: boolean): boolean {
  const reload = needsStripe && !documentLoadedHere();
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload;
}
