import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { configure } from 'storybook/test';
import { afterAll, afterEach, beforeAll } from 'vitest';
// The Storybook preset is no project of its own, so that no library's graph depends on it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { churchPreview } from '../../.storybook/church-preview';

// A story's findBy… waits for what the page shows once its mocked call answers: 1 s (Testing Library's
// default) was sometimes too short on a 2-core machine running the other checks beside the stories. 5 s
// held until a CI run on a slow day (2,617 s where 2,023 s is usual) failed this step with a log that did
// not keep which test; the run passed here right after. A wait lasts this long only when something is
// wrong, so a generous limit costs a passing run nothing.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Mock Service Worker in Node: the stories' handlers answer the API calls of the page under test.
 * A call no handler answers fails the test that made it, naming the call.
 */
const server = setupServer();
const unhandled: string[] = [];
server.listen({
  onUnhandledRequest: (request, print) => {
    unhandled.push(`${request.method} ${request.url}`);
    // Never let a call through to a real server on this machine.
    print.error();
  },
});

/**
 * Calls whose handler msw has not looked up yet. msw looks a call's handler up a few microtasks after
 * the page made it: a call made as a story ends (a list refetched as its play's last step is found) was
 * looked up after the handlers were reset, and failed the next story as unanswered (a CI run, 2026-11-29).
 */
const unmatched = new Set<string>();
server.events.on('request:start', ({ requestId }) => unmatched.add(requestId));
server.events.on('request:match', ({ requestId }) => unmatched.delete(requestId));
server.events.on('request:unhandled', ({ requestId }) => unmatched.delete(requestId));
server.events.on('request:end', ({ requestId }) => unmatched.delete(requestId));

/** Until every call made so far has met its handler (or none): a lookup takes microtasks, so 1 s is ample. */
async function handlersLookedUp(): Promise<void> {
  for (const deadline = Date.now() + 1_000; unmatched.size > 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 0));
}

const annotations = setProjectAnnotations([churchPreview(async () => server)]);
beforeAll(annotations.beforeAll);
afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await handlersLookedUp();
  server.resetHandlers();
  const calls = unhandled.splice(0);
  if (calls.length) throw new Error(`No mock handler answered: ${calls.join(', ')}. Add it to the story's parameters.msw.handlers.`);
});
afterAll(() => server.close());
