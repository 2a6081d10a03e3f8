import { createContext, createElement, type ReactNode, useContext, useEffect } from 'react';
import { metaDescription } from './meta-description';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

export interface PageMeta {
  title: string;
  description?: string | null;
  /** The page's picture for link previews (its item's image); the church's when left out. */
  image?: string | null;
  /** schema.org data about the page (JSON-LD), e.g. the church on its home. */
  structuredData?: Record<string, unknown>;
}

/** Sets the document title, the meta description (cut to 160 characters) and Open Graph tags. */
export function applyPageMeta({ title, description, image }: PageMeta): void {
  document.title = title;
  setMeta('meta[property="og:title"]', 'property', 'og:title', title);
  if (description) {
    const cut = metaDescription(description);
    setMeta('meta[name="description"]', 'name', 'description', cut);
    setMeta('meta[property="og:description"]', 'property', 'og:description', cut);
  }
  if (image) setMeta('meta[property="og:image"]', 'property', 'og:image', new URL(image, window.location.href).href);
}

const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * On the server, collects the meta of the page being rendered (the last page to declare it wins: the
 * screen inside its layouts), so that the HTML's head carries it.
 */
export function PageMetaCollectorProvider({ collect, children }: { collect: (meta: PageMeta) => void; children: ReactNode }) {
  return createElement(PageMetaCollector.Provider, { value: collect }, children);
}

/** The page's title, description and picture: in the HTML's head on the server, applied on the client. */
export function usePageMeta({ title, description, image, structuredData }: PageMeta): void {
  const collect = useContext(PageMetaCollector);
  collect?.({ title, description, image, structuredData });
  useEffect(() => applyPageMeta({ title, description, image }), [title, description, image]);
}
