import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { workspaceProjects } from './tools/vite-config/workspace-projects.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const excluded = ['**/node_modules/**', '**/*.spec.*', '**/*.stories.*'];

/** What a church's home shows at first paint: its messages load with the shell. */
const firstPaint = [
  '<rootDir>/apps/church-web/src/components/header',
  '<rootDir>/apps/church-web/src/layouts/church-chrome.tsx',
  '<rootDir>/apps/church-web/src/layouts/home-layout.tsx',
  '<rootDir>/apps/church-web/src/layouts/default-layout.tsx',
  '<rootDir>/apps/church-web/src/app/shell-root.tsx',
  '<rootDir>/apps/church-web/src/guards',
  '<rootDir>/libs/church-home/src/home',
];

/**
 * Shared pieces that only an action shows (the request-login modal): their messages go with the shell's
 * extras, which load right after the first paint, not in the first-paint catalog.
 */
const afterFirstPaint = ['<rootDir>/libs/shared/ui/src/request-login'];

/** The first-paint catalog's own folder: the shared libraries' messages go there unless they have their own. */
const firstPaintCatalog = 'libs/shared/i18n';

/**
 * Every library with a `src/locales/` folder has its own catalog (a feature library's loads with its
 * lazy routes; a shared library's with the screens that use it), without the first-paint files.
 */
const libraryCatalogs = workspaceProjects(root)
  .map((project) => project.dir)
  .filter((dir) => dir.startsWith('libs/') && dir !== firstPaintCatalog && existsSync(join(root, dir, 'src/locales')))
  .map((dir) => ({
    path: `<rootDir>/${dir}/src/locales/{locale}`,
    include: [`<rootDir>/${dir}/src`],
    exclude: [...excluded, ...firstPaint.filter((path) => path.startsWith(`<rootDir>/${dir}/`)).map((path) => `${path}/**`)],
  }));

const sharedWithOwnCatalog = libraryCatalogs
  .map((catalog) => catalog.include[0] ?? '')
  .filter((include) => include.startsWith('<rootDir>/libs/shared/'))
  .map((include) => `${include.replace(/\/src$/, '')}/**`);

/**
 * The first-paint catalog (with the shared libraries that have no catalog of their own), the shell's
 * other messages, and the libraries' own catalogs, derived from the folders.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-BR', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  // Origins name the file, not the line: a message moving within its file leaves the catalogs alone.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `<rootDir>/${firstPaintCatalog}/src/locales/{locale}`,
      include: [...firstPaint, '<rootDir>/libs/shared'],
      exclude: [...excluded, ...sharedWithOwnCatalog, ...afterFirstPaint.map((path) => `${path}/**`)],
    },
    {
      path: '<rootDir>/apps/church-web/src/locales/{locale}',
      include: ['<rootDir>/apps/church-web/src', ...afterFirstPaint],
      exclude: [...excluded, ...firstPaint],
    },
    ...libraryCatalogs,
  ],
});
