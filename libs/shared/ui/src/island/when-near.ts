/** Far enough ahead of the viewport that a part is ready by the time it is read. */
const AHEAD_OF_VIEW = '300px 0px';
/** A visitor reaching for a part not yet near view: a keyboard's Tab, a pointer, a finger. */
const REACHING_EVENTS = ['focusin', 'pointerenter', 'touchstart'] as const;

/**
 * Calls `then` once, when `target` comes within AHEAD_OF_VIEW of the viewport or a visitor reaches for
 * it (at once where the browser has no IntersectionObserver). Returns how to stop waiting.
 */
export function whenNear(target: Element, then: () => void): () => void {
  let waiting = true;
  const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), { rootMargin: AHEAD_OF_VIEW });
  function stop() {
    waiting = false;
    observer?.disconnect();
    for (const type of REACHING_EVENTS) target.removeEventListener(type, near);
  }
  function near() {
    if (!waiting) return;
    stop();
    then();
  }
  if (!observer) {
    near();
    return stop;
  }
  observer.observe(target);
  for (const type of REACHING_EVENTS) target.addEventListener(type, near, { passive: true });
  return stop;
}
