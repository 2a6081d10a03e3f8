import { defineConfig } from '@lingui/conf';

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
 * The first-paint catalog (with the shared libraries), the shell's other messages, and one catalog
 * per feature library, loaded with that library's lazy routes. A new feature library adds its entry.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-BR', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/libs/shared/i18n/src/locales/{locale}',
      include: [...firstPaint, '<rootDir>/libs/shared'],
      exclude: [...excluded, '<rootDir>/libs/shared/forms/**', '<rootDir>/libs/shared/content/**'],
    },
    {
      path: '<rootDir>/apps/church-web/src/locales/{locale}',
      include: ['<rootDir>/apps/church-web/src'],
      exclude: [...excluded, ...firstPaint],
    },
    {
      path: '<rootDir>/libs/shared/forms/src/locales/{locale}',
      include: ['<rootDir>/libs/shared/forms/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/shared/content/src/locales/{locale}',
      include: ['<rootDir>/libs/shared/content/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/account/src/locales/{locale}',
      include: ['<rootDir>/libs/account/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/access/src/locales/{locale}',
      include: ['<rootDir>/libs/access/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/church-home/src/locales/{locale}',
      include: ['<rootDir>/libs/church-home/src'],
      exclude: [...excluded, '<rootDir>/libs/church-home/src/home/**'],
    },
    {
      path: '<rootDir>/libs/publications/src/locales/{locale}',
      include: ['<rootDir>/libs/publications/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/studies/src/locales/{locale}',
      include: ['<rootDir>/libs/studies/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/videos/src/locales/{locale}',
      include: ['<rootDir>/libs/videos/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/podcasts/src/locales/{locale}',
      include: ['<rootDir>/libs/podcasts/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/schedule/src/locales/{locale}',
      include: ['<rootDir>/libs/schedule/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/devotionals/src/locales/{locale}',
      include: ['<rootDir>/libs/devotionals/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/news/src/locales/{locale}',
      include: ['<rootDir>/libs/news/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/ministries/src/locales/{locale}',
      include: ['<rootDir>/libs/ministries/src'],
      exclude: excluded,
    },
    {
      path: '<rootDir>/libs/ebd/src/locales/{locale}',
      include: ['<rootDir>/libs/ebd/src'],
      exclude: excluded,
    },
  ],
});
