import nx from '@nx/eslint-plugin';
import pluginLingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

/** Which kinds of project may depend on which (docs/conventions.md). */
const typeConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:util', 'type:data-access'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    bannedExternalImports: ['jotai', 'jotai/*', '@tanstack/react-query', 'openapi-fetch'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

/** A feature module reaches only itself and the shared libraries; the API only the shared ones. */
const scopeConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:church-home', onlyDependOnLibsWithTags: ['scope:church-home', 'scope:shared'] },
  { sourceTag: 'scope:schedule', onlyDependOnLibsWithTags: ['scope:schedule', 'scope:shared'] },
  { sourceTag: 'scope:devotionals', onlyDependOnLibsWithTags: ['scope:devotionals', 'scope:shared'] },
  { sourceTag: 'scope:news', onlyDependOnLibsWithTags: ['scope:news', 'scope:shared'] },
  { sourceTag: 'scope:ministries', onlyDependOnLibsWithTags: ['scope:ministries', 'scope:shared'] },
  { sourceTag: 'scope:ebd', onlyDependOnLibsWithTags: ['scope:ebd', 'scope:shared'] },
  { sourceTag: 'scope:publications', onlyDependOnLibsWithTags: ['scope:publications', 'scope:shared'] },
  { sourceTag: 'scope:studies', onlyDependOnLibsWithTags: ['scope:studies', 'scope:shared'] },
  { sourceTag: 'scope:videos', onlyDependOnLibsWithTags: ['scope:videos', 'scope:shared'] },
  { sourceTag: 'scope:podcasts', onlyDependOnLibsWithTags: ['scope:podcasts', 'scope:shared'] },
  { sourceTag: 'scope:access', onlyDependOnLibsWithTags: ['scope:access', 'scope:shared'] },
  { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:account', 'scope:shared'] },
];

const uiSources = ['apps/church-web/src/**/*.tsx', 'libs/**/src/**/*.tsx'];
const testsAndStories = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', '**/test/**'];

export default [
  { plugins: { '@typescript-eslint': tseslint.plugin } },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/node_modules',
      '**/generated/**',
      '**/storybook-static',
      '**/.data',
      '**/test-results',
      '**/playwright-report',
      '**/public/service-worker.js',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [...typeConstraints, ...scopeConstraints],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { ...pluginLingui.configs['flat/recommended'], files: uiSources, ignores: testsAndStories },
  {
    files: uiSources,
    ignores: testsAndStories,
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'styleName',
            'src',
            'srcSet',
            'type',
            'id',
            'width',
            'height',
            'displayName',
            'href',
            'to',
            'target',
            'rel',
            'variant',
            'layout',
            'path',
          ],
          ignoreFunctions: ['Error', 'console.*', '*.getElementById', '*.querySelector', '*.setAttribute', 'setMeta', 'import', 'URL'],
        },
      ],
    },
  },
];
