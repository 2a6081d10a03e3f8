import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { churchReactPlugins } from '@church/vite-config';

/**
 * The workspace's one Storybook preset. Each project's `storybook` and `build-storybook` targets
 * (nx.json) set STORYBOOK_PROJECT to the project's root, so that `nx run news:storybook` shows the
 * news module's stories only; without it (`npm run storybook`), every project's stories.
 */
const project = process.env.STORYBOOK_PROJECT?.replace(/\/+$/, '');
const stories = project
  ? [`../${project}/src/**/*.stories.tsx`]
  : ['../apps/church-web/src/**/*.stories.tsx', '../libs/**/src/**/*.stories.tsx'];

/**
 * Mock Service Worker's worker script, served from node_modules at /mockServiceWorker.js (and
 * written into the build), so that it always matches the installed msw.
 */
function mockServiceWorkerScript(): Plugin {
  const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'church:mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file, 'utf8') });
    },
  };
}

const config: StorybookConfig = {
  stories,
  framework: { name: '@storybook/react-vite', options: {} },
  // The demo pictures the stories show.
  staticDirs: ['../apps/church-web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Storybook adds its own React plugin; ours brings the Lingui macros and .po loading.
    const plugins = (viteConfig.plugins ?? []).flat();
    const isReact = (plugin: unknown) =>
      Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite:react'));
    const hasReact = plugins.some(isReact);
    const ours = churchReactPlugins()
      .flat()
      .filter((plugin) => !(hasReact && isReact(plugin)));
    return mergeConfig(viteConfig, { plugins: [...ours, mockServiceWorkerScript()] });
  },
};
export default config;
