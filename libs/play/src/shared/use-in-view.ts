import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come near the screen (once true, it stays): a row asks for its contents only
 * then. Where the browser has no IntersectionObserver (jsdom), it is in view right after it mounts.
 */
export function useInView<Element extends HTMLElement>(rootMargin = '200px') {
  const ref = useRef<Element>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // After the first render, as with an observer: the server's HTML and the first render agree.
      const timer = setTimeout(() => setInView(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView] as const;
}
