import { useEffect } from 'react';
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
  image?: string | null;
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

/** applyPageMeta whenever the screen's title, description or image change. */
export function usePageMeta({ title, description, image }: PageMeta): void {
  useEffect(() => applyPageMeta({ title, description, image }), [title, description, image]);
}
