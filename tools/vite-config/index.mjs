// Shared Vite plugins for every React project of the workspace (the app, the libraries' tests,
// Storybook). Plain ESM so that Node loads it from a config file without a TypeScript loader.
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { churchModulesPlugin } from './church-modules-plugin.mjs';
import { workspaceLibrariesPlugin } from './workspace-libraries-plugin.mjs';

export const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));
export const linguiConfigPath = `${workspaceRoot}lingui.config.ts`;

/**
 * React with the Lingui macros. Babel runs only on files that import a macro, so everything else
 * keeps Oxc's speed; the Lingui plugin compiles the .po catalogs when they are imported;
 * `virtual:church-modules` is the shell's module list, generated from the libraries' manifests; the
 * libraries that features may import (`@church/payments`) resolve by their package.json `exports`.
 */
export function churchReactPlugins() {
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  const linguiMacros = defineRolldownBabelPreset({
    preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
  });
  return [workspaceLibrariesPlugin(), babel({ presets: [linguiMacros] }), react(), lingui({ configPath: linguiConfigPath }), churchModulesPlugin()];
}
