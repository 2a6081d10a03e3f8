import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../hydration/use-hydrated';

/** The attribute that finds an island's server HTML in the page. */
const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The inner HTML the server rendered for the island `id`, read while the page hydrates; null anywhere
 * else, and when the server rendered nothing to keep (a part that shows only what the browser knows,
 * such as an install offer, hydrates with the page).
 */
function serverHtmlOf(id: string, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!element || (element.childElementCount === 0 && !element.textContent?.trim())) return null;
  return element.innerHTML;
}

export interface IslandProps<Props extends object> {
  /** Names the island in the page: the same on the server and in the browser, unique in the page. */
  id: string;
  className?: string;
  /** The part, as the server renders it and as a client render shows it (usually React's lazy()). */
  Component: ComponentType<Props>;
  /** The same part's code (and catalog), loaded when the island comes near the viewport. */
  load: () => Promise<ComponentType<Props>>;
  /** How the part is placed (its error and Suspense boundaries, its props), given the component to render. */
  children: (Part: ComponentType<Props>) => ReactNode;
}

/**
 * A part of a server-rendered page that stays the server's HTML until it comes near the viewport or a
 * visitor reaches for it (pointer, finger or keyboard): no code of it is loaded or run before, and a
 * part that never comes into view never is. Then its code loads and it renders over the same HTML from
 * the data the page brought; focus inside it stays where it was. The server, and any render that is not
 * the page's hydration (a client navigation), render the part at once. A part whose code fails to load
 * stays the server's HTML (its links still lead where they say).
 *
 * The server's HTML is kept as the element's inner HTML rather than as a suspended Suspense boundary:
 * React abandons a suspended boundary's HTML for a client render (its fallback) whenever a context above
 * it changes, as it does each time a catalog arrives.
 */
export function Island<Props extends object>({ id, className, Component, load, children }: IslandProps<Props>) {
  // React reads a store's server snapshot only on the server and while hydrating.
  const hydrating = !useHydrated();
  const [serverHtml] = useState(() => serverHtmlOf(id, hydrating));
  const [Loaded, setLoaded] = useState<{ Part: ComponentType<Props>; focus: number[] | null } | null>(null);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = element.current;
    if (serverHtml === null || !target) return;
    let stop: (() => void) | null = null;
    let current = true;
    void import('./wake-when-near').then(({ wakeWhenNear }) => {
      if (current) stop = wakeWhenNear(target, load, (Part, focus) => current && setLoaded({ Part, focus }));
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [serverHtml, load]);

  useLayoutEffect(() => {
    const focus = Loaded?.focus;
    if (focus && element.current) void import('./focus-path').then(({ focusAtPath }) => element.current && focusAtPath(element.current, focus));
  }, [Loaded]);

  const attributes = { ref: element, className, [ISLAND_ATTRIBUTE]: id };
  if (serverHtml !== null && !Loaded) return <div {...attributes} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return <div {...attributes}>{children(Loaded?.Part ?? Component)}</div>;
}
