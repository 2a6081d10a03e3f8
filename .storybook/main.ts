import type { StorybookConfig } from '@storybook/react-vite';
import { churchReactPlugins } from '@church/vite-config';

const config: StorybookConfig = {
  stories: ['../apps/church-web/src/**/*.stories.tsx', '../libs/**/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../apps/church-web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Storybook adds its own React plugin; ours brings the Lingui macros and .po loading.
    const plugins = (viteConfig.plugins ?? []).flat();
    const hasReact = plugins.some((plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite:react'));
    const ours = churchReactPlugins().flat().filter((plugin) => !(hasReact && plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite:react')));
    return mergeConfig(viteConfig, { plugins: ours });
  },
};
export default config;
