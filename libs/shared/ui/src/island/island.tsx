import { type ComponentType, type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Wake, whenNear } from './when-near';

/** The attribute that finds an island's server HTML in the page. */
const ISLAND_ATTRIBUTE = 'data-island';

/** The island elements an Island has rendered in this page: any other in the document is the server's. */
const rendered = new WeakSet<Element>();

/**
 * The inner HTML the server rendered for the island `id`, while it has not been taken over (the page, or
 * a Suspense boundary of it, is hydrating); null anywhere else (a client render, even one beside the
 * previous page's island of the same id), and when the server rendered nothing to keep (a part that
 * shows only what the browser knows, such as an install offer, hydrates with the page).
 *
 * Told from the document rather than from a store whose snapshot changes after hydration: such a store
 * re-renders every island synchronously, in the task that runs the page's effects.
 */
function serverHtmlOf(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!element || rendered.has(element) || (element.childElementCount === 0 && !element.textContent?.trim())) return null;
  return element.innerHTML;
}

export interface IslandProps<Props extends object> {
  /** Names the island in the page: the same on the server and in the browser, unique in the page. */
  id: string;
  className?: string;
  /** The part, as the server renders it and as a client render shows it (usually React's lazy()). */
  Component: ComponentType<Props>;
  /** The same part's code (and catalog), loaded when the island wakes (see `wake`). */
  load: () => Promise<ComponentType<Props>>;
  /**
   * 'near' (the default) wakes the part as it comes near view. 'reach' keeps it the server's HTML until a
   * visitor reaches for it, for a part with nothing to press but links and nothing that changes once the
   * server rendered it (its links lead where they say meanwhile, by a page load rather than the router).
   */
  wake?: Wake;
  /** How the part is placed (its error and Suspense boundaries, its props), given the component to render. */
  children: (Part: ComponentType<Props>) => ReactNode;
}

/**
 * A part of a server-rendered page that stays the server's HTML until it comes near the viewport or a
 * visitor reaches for it (pointer, finger or keyboard; with `wake` 'reach', only the latter): no code of
 * it is loaded or run before, and a part that never comes into view never is. Then its code loads and it
 * renders over the same HTML from the data the page brought; focus inside it stays where it was. The server, and any render that is not
 * the page's hydration (a client navigation), render the part at once. A part whose code fails to load
 * stays the server's HTML (its links still lead where they say).
 *
 * The server's HTML is kept as the element's inner HTML rather than as a suspended Suspense boundary:
 * React abandons a suspended boundary's HTML for a client render (its fallback) whenever a context above
 * it changes, as it does each time a catalog arrives.
 */
export function Island<Props extends object>({ id, className, Component, load, wake = 'near', children }: IslandProps<Props>) {
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const [Loaded, setLoaded] = useState<{ Part: ComponentType<Props>; focus: number[] | null } | null>(null);
  const element = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (element.current) rendered.add(element.current);
  }, []);

  useEffect(() => {
    const target = element.current;
    if (serverHtml === null || !target) return;
    let current = true;
    const stop = whenNear(
      target,
      () => {
        // Where the focus is inside is read once the part's code is here, just before it replaces the HTML.
        Promise.all([load(), import('./focus-path')]).then(
          // A transition: React renders the woken part in slices that leave the page answering input, as
          // it hydrates the page, rather than in one task.
          ([Part, { focusPathIn }]) => current && startTransition(() => setLoaded({ Part, focus: focusPathIn(target) })),
          () => undefined,
        );
      },
      wake,
    );
    return () => {
      current = false;
      stop();
    };
  }, [serverHtml, load, wake]);

  useLayoutEffect(() => {
    const focus = Loaded?.focus;
    if (focus) void import('./focus-path').then(({ focusAtPath }) => element.current && focusAtPath(element.current, focus));
  }, [Loaded]);

  const attributes = { ref: element, className, [ISLAND_ATTRIBUTE]: id };
  if (serverHtml !== null && !Loaded) return <div {...attributes} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return <div {...attributes}>{children(Loaded?.Part ?? Component)}</div>;
}
