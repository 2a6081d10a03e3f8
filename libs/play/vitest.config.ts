import { churchReactPlugins } from '@church/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: churchReactPlugins(),
  test: {
    environment: 'jsdom',
    setupFiles: ['@church/testing/setup'],
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
