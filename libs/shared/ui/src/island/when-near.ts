/** Far enough ahead of the viewport that a part is ready by the time it is read. */
const AHEAD_OF_VIEW = '300px 0px';
/** A visitor reaching for a part not yet near view: a keyboard's Tab, a pointer, a finger. */
const REACHING_EVENTS = ['focusin', 'pointerenter', 'touchstart'] as const;

/** Work waiting for a task of its own, first come first run. */
const queue: (() => void)[] = [];

function runNext() {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(runNext);
}

/**
 * Runs `work` in a task of its own, after the work queued before it: parts that come into view together
 * (the top of a page, at once) each start loading in their own task rather than in one long one.
 */
function inTaskOfItsOwn(work: () => void) {
  queue.push(work);
  if (queue.length === 1) setTimeout(runNext);
}

/** When a part wakes: as it comes near view ('near'), or only once a visitor reaches for it ('reach'). */
export type Wake = 'near' | 'reach';

/**
 * Calls `then` once, when a visitor reaches for `target` or, with `wake` 'near', when it comes within
 * AHEAD_OF_VIEW of the viewport (at once where the browser has no IntersectionObserver). Returns how to
 * stop waiting.
 */
export function whenNear(target: Element, then: () => void, wake: Wake = 'near'): () => void {
  let waiting = true;
  const cameNear = (entries: IntersectionObserverEntry[]) => entries.some((entry) => entry.isIntersecting) && inTaskOfItsOwn(near);
  const watchesView = wake === 'near' && typeof IntersectionObserver !== 'undefined';
  const observer = watchesView ? new IntersectionObserver(cameNear, { rootMargin: AHEAD_OF_VIEW }) : null;
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
  if (wake === 'near' && !observer) {
    near();
    return stop;
  }
  observer?.observe(target);
  for (const type of REACHING_EVENTS) target.addEventListener(type, near, { passive: true });
  return stop;
}
