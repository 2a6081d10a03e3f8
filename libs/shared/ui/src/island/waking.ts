// What wakes the page's islands, in a chunk of its own: nothing of it is needed to hydrate the page.
export { whenNear } from './when-near';
export { focusAtPath, focusPathIn } from './focus-path';
