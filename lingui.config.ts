import { defineConfig } from '@lingui/conf';

const excluded = ['**/node_modules/**', '**/*.spec.*', '**/*.stories.*'];

/**
 * One catalog for the shell and the shared libraries, and one per feature library, loaded with that
 * library's lazy routes. A new feature library adds its entry here.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-BR', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/libs/shared/i18n/src/locales/{locale}',
      include: ['<rootDir>/apps/church-web/src', '<rootDir>/libs/shared'],
      exclude: [...excluded, '<rootDir>/libs/shared/forms/**'],
    },
    {
      path: '<rootDir>/libs/shared/forms/src/locales/{locale}',
      include: ['<rootDir>/libs/shared/forms/src'],
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
      exclude: excluded,
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
