// The storefront's bundler configuration (React Router's Vite plugin). Vitest has its own
// vitest.config.ts, so this file only drives `react-router build` and the dev middleware.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
