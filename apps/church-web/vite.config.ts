import { churchReactPlugins } from '@church/vite-config';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  plugins: churchReactPlugins(),
  css: {
    // Short class names in production: they are strings in the JavaScript of every component.
    modules: mode === 'production' ? { generateScopedName: '[hash:base64:6]' } : {},
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // Every browser the product supports preloads modules natively.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React in one chunk: left to itself, rolldown splits it into several small files that each
        // cost a request and compress worse.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/bff': { target: apiTarget, changeOrigin: false },
      '/admin': { target: apiTarget, changeOrigin: false },
    },
  },
}));
