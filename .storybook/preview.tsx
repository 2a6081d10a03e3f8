import { i18n, type Messages } from '@lingui/core';
import type { Preview } from '@storybook/react-vite';
import { churchPreview, type MockApi } from './church-preview';

let worker: Promise<MockApi> | undefined;

/** Mock Service Worker in the browser: its worker script is served at /mockServiceWorker.js (main.ts). */
async function startServiceWorker(): Promise<MockApi> {
  const { setupWorker } = await import('msw/browser');
  const started = setupWorker();
  await started.start({
    quiet: true,
    // Beside iframe.html, so that a Storybook served under a sub-path finds it too.
    serviceWorker: { url: './mockServiceWorker.js' },
    // Storybook's own modules and the demo pictures are not the API's business.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return started;
}

/**
 * The English catalogs of every project. A Storybook build is a production build, whose Lingui
 * macros keep only message ids; the jsdom tests run in development and need none.
 */
const englishCatalogs = import.meta.glob<{ messages: Messages }>(['../apps/*/src/locales/en.po', '../libs/**/src/locales/en.po']);

async function loadEnglish(): Promise<void> {
  const catalogs = await Promise.all(Object.values(englishCatalogs).map((load) => load()));
  i18n.loadAndActivate({ locale: 'en', messages: Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages });
}

const church = churchPreview(() => (worker ??= startServiceWorker()));
const preview: Preview = { ...church, beforeAll: loadEnglish };
export default preview;
