import { fileURLToPath } from 'node:url';
import { churchReactPlugins } from '@church/vite-config';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Chrome's explicit compile hint, on the two chunks whose first run made long tasks on a slow phone:
 * the entry (with React Router, whose first match of the route tree was one) and React DOM (hydration's
 * first renders and effects). V8 then compiles all of their functions while they download, on a
 * background thread, instead of each on the main thread at its first call. Each hint costs about 40
 * bytes of the 120 KB first-paint budget: React's own chunk and the mount, small, go without.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const eagerlyCompiled = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || chunk.name === 'react-dom';

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: churchReactPlugins(),
  // React Router publishes its builds only under the `development` path of its exports map; its
  // production build (without development warnings and checks) is aliased in for the browser's bundle
  // and the server renderer's alike (on the server, the development build cost a page's render a
  // tenth more).
  resolve:
    mode === 'production'
      ? {
          alias: [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ],
        }
      : {},
  css: {
    // Short class names in production: they are strings in the JavaScript of every component.
    modules: mode === 'production' ? { generateScopedName: '[hash:base64:6]' } : {},
  },
  build: {
    // The browser's build in dist/, the server renderer's (vite build --ssr) in dist/server/.
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // One stylesheet, in the page's head: a server-rendered page of any module is styled at its first
    // paint (a split stylesheet would arrive with its route's JavaScript, after the paint).
    cssCodeSplit: false,
    // Every browser the product supports preloads modules natively.
    // No dependency preloads for lazy chunks: starting a fetch costs the main thread a few ms on a slow
    // phone, and the preload helper starts all of a chunk's at once, inside the task that imports it (often
    // hydration's). The module loader fetches them itself, each in a task of its own.
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // After minification, which would drop the comment.
        postBanner: (chunk) => (eagerlyCompiled(chunk) ? COMPILE_HINT : ''),
        // React (with Jotai, which rolldown would otherwise put in a chunk of its own) in one chunk and
        // React DOM in another: left to itself, rolldown splits them into several small files that each
        // cost a request and compress worse. React DOM is apart so that the start evaluates it in a task
        // of its own (src/boot/mount-app.tsx).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2, includeDependenciesRecursively: false },
            { name: 'react', test: /node_modules[\\/](react|jotai)[\\/]/, priority: 1 },
          ],
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
      // Each church's own manifest (the server makes it for the church of the host).
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
    },
  },
}));
